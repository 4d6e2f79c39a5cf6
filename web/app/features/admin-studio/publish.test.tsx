import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import { MeContext } from "~/features/admin-core/me";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { fr } from "~/features/admin-core/texts/fr";
import type { Me } from "~/features/admin-core/types";
import type { Schema, Studio } from "./model";
import type { PendingItem } from "./pending";
import { Publish } from "./publish";

const studio: Pick<Studio, "schema" | "working"> = {
  schema: schemaJSON as unknown as Schema,
  working: { testimonials: [{ id: "sara", name: { en: "Sara" } }, { id: "nour", name: { en: "Nour" } }] },
};

const editor = { id: "u_2", name: "Omar", role: "editor" } as Me;

const pending: PendingItem[] = [
  {
    pointer: "/testimonials/nour",
    kind: "added",
    languages: [],
    changes: [{ pointer: "/testimonials/nour", field: "", language: "", before: null, after: { id: "nour", name: { en: "Nour" } } }],
    authors: [{ id: "u_1", name: "Amira" }],
    changedAt: "2026-11-29T09:00:00Z",
    ready: null,
    mine: false,
    publishable: false,
    missing: [{ field: "name", language: "fr" }],
  },
  {
    pointer: "/testimonials/sara",
    kind: "changed",
    languages: ["en"],
    changes: [{ pointer: "/testimonials/sara", field: "text", language: "en", before: "Good", after: "Very good" }],
    authors: [{ id: "u_2", name: "Omar" }],
    changedAt: "2026-11-29T10:00:00Z",
    ready: null,
    mine: true,
    publishable: true,
    missing: [],
  },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** server answers the dialog's calls; `publish` answers POST …/publish. */
function server(items: PendingItem[], publish: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/admin/content/pending") return json({ items });
      if (url === "/api/admin/content/publish" && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return publish();
      }
      if (url === "/api/admin/content/publish") return json({ running: null, last: null, scheduled: [] });
      return json({ timeZone: "UTC" });
    }),
  );
  return sent;
}

async function open(lang: "en" | "fr" = "en") {
  const Stub = createRoutesStub([{ path: "/admin/studio", Component: () => <Publish studio={studio} /> }]);
  render(
    <TextsProvider lang={lang} t={lang === "en" ? en : fr}>
      <MeContext.Provider value={editor}>
        <Stub initialEntries={["/admin/studio"]} />
      </MeContext.Provider>
    </TextsProvider>,
  );
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: lang === "en" ? "Publish" : "Publier" })));
  return screen.getByRole("dialog", { hidden: true });
}

const box = (el: HTMLElement) => el as HTMLInputElement;

/** description: the text of the elements aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the publish dialog", () => {
  it("checks only the caller's own change; another's, not ready, is disabled with the reason and what it lacks", async () => {
    const sent = server(pending, () => json({ id: 7 }, 202));
    const dialog = await open();
    const own = await within(dialog).findByRole("checkbox", { name: "Testimonials › Sara", hidden: true });
    const other = within(dialog).getByRole("checkbox", { name: "Testimonials › Nour", hidden: true });
    expect(box(own)).toMatchObject({ checked: true, disabled: false });
    expect(box(other)).toMatchObject({ checked: false, disabled: true });
    expect(description(other)).toContain("Someone else’s change, not ready for review");
    expect(description(other)).toContain("French is missing: Name. A publish of it would be refused.");
    expect(description(own)).toMatch(/^Changed · English · by Omar · /);
    const go = within(dialog).getByRole("button", { name: "Publish 1 change", hidden: true });
    await act(async () => fireEvent.click(go));
    expect(sent).toEqual([{ items: ["/testimonials/sara"], summary: "" }]);
  });

  it("cannot publish with nothing checked, and says when nothing is pending", async () => {
    server(pending, () => json({}));
    const dialog = await open();
    await act(async () => fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Testimonials › Sara", hidden: true })));
    expect(box(within(dialog).getByRole("button", { name: "Publish", hidden: true })).disabled).toBe(true);
    cleanup();
    server([], () => json({}));
    const empty = await open();
    expect(await within(empty).findByText("Nothing to publish: the live site has every change.")).toBeTruthy();
    expect(within(empty).queryByRole("checkbox", { hidden: true })).toBeNull();
    expect(box(within(empty).getByRole("button", { name: "Publish", hidden: true })).disabled).toBe(true);
  });

  it("tells a refusal item by item, each name a link to its page", async () => {
    server(pending, () => json({ problems: { "testimonials.1.text.fr": "required" }, incomplete: [{ pointer: "/testimonials/sara", by: "Lina", missing: { fr: ["text"] } }] }, 422));
    const dialog = await open("fr");
    await act(async () => fireEvent.click(await within(dialog).findByRole("button", { name: "Publier 1 modification", hidden: true })));
    expect(await screen.findByText("Non publié\u00a0: des éléments choisis sont incomplets.", { normalizer: (s) => s })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Témoignages › Sara" });
    expect(link.getAttribute("href")).toBe("/admin/studio/testimonials/sara");
    expect(link.parentElement?.textContent).toBe("Témoignages › Sara — il manque le français\u00a0: Texte (enregistré par Lina)");
  });
});
