import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { fr } from "~/features/admin-core/texts/fr";
import { livePages } from "./live-pages";
import { PublishNotice, pollEvery, usePublishProgress } from "./progress";

function Follower() {
  const { message, follow } = usePublishProgress();
  return (
    <>
      <button onClick={follow}>follow</button>
      <PublishNotice message={message} />
    </>
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

describe("following a publish", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // Issue 34: one open tab sent 60–75 requests a second while a publish
  // ran, because each progress message re-rendered the screen and every
  // render started the poll again beside the one already running.
  it("asks one request at a time, fewer than two a second, and stops when the publish ends", async () => {
    vi.useFakeTimers();
    let inFlight = 0;
    let most = 0;
    let asked = 0;
    const at: number[] = [];
    const steps = 10;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        asked++;
        at.push(Date.now());
        inFlight++;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight--;
        const done = asked > steps;
        return json({
          running: done ? null : { id: 1, done: asked, total: 56 },
          last: done ? { id: 1, state: "done", changed: ["/a/en/home", "/en/home"] } : null,
          scheduled: [],
        });
      }),
    );
    render(
      <TextsProvider lang="en" t={en}>
        <Follower />
      </TextsProvider>,
    );
    await act(async () => screen.getByRole("button", { name: "follow" }).click());
    const seconds = 20;
    for (let i = 0; i < seconds * 10; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    expect(most).toBe(1);
    expect(asked).toBe(steps + 1); // then it stopped
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(pollEvery); // under two a second
    // What went live, in words, and the page once, as a link.
    expect(screen.getByRole("status").textContent).toBe("Live: the home page in English.");
    expect(screen.getByText("The page")).toBeTruthy();
    expect(screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Home — English", "/en/home"]]);
  });
});

describe("the pages a publish made live", () => {
  it("are links in a disclosure, the first six, then how many more", () => {
    const changed = ["home", "projects", "faq"].flatMap((r) => ["en", "ar", "fr"].map((l) => `/${l}/${r}`));
    const live = livePages(changed, ["en", "ar", "fr", "tr"]);
    const { container } = render(
      <TextsProvider lang="fr" t={fr}>
        <PublishNotice message={{ tone: "success", text: "En ligne", live }} />
      </TextsProvider>,
    );
    const notice = within(container);
    expect(notice.getByText("Les 9 pages").tagName).toBe("SUMMARY");
    const links = notice.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Accueil — anglais", "Accueil — arabe", "Accueil — français", "Projets — anglais", "Projets — arabe", "Projets — français"]);
    expect(links[1]!.getAttribute("href")).toBe("/ar/home");
    expect(notice.getByText("et 3 autres pages")).toBeTruthy();
  });
});
