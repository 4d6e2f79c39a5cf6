import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/config/site";
import { contactsOf } from "~/content/contacts";
import { projectTitlesIn } from "~/content/projects/cards";
import { serviceNamesIn } from "~/content/services";
import { i18nFor } from "~/lib/i18n";
import { TRACK_EVENT, type TrackDetail } from "~/lib/track";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { ConsultationForm } from "./consultation-form";

const messages = { en, ar } as const;
let events: TrackDetail[] = [];
const onTrack = (e: Event) => events.push((e as CustomEvent<TrackDetail>).detail);

beforeEach(() => {
  events = [];
  window.addEventListener(TRACK_EVENT, onTrack);
});
afterEach(() => {
  cleanup();
  window.removeEventListener(TRACK_EVENT, onTrack);
  vi.unstubAllGlobals();
});

function renderForm(lang: "en" | "ar" = "en", path = `/${lang}/contact`) {
  return render(
    <I18nextProvider i18n={i18nFor(lang as Language, messages[lang])}>
      <MemoryRouter initialEntries={[path]}>
        <ConsultationForm contacts={contactsOf(`https://site.test${path}`)} projectTitles={projectTitlesIn(lang)} services={serviceNamesIn(lang)} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function stubFetch(answer: () => Response | Promise<Response>) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fn);
  return fn;
}

function fillValid() {
  fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Sarah Jones" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "sarah@example.org" } });
  fireEvent.change(screen.getByLabelText("Service you are interested in"), { target: { value: "ecommerce" } });
  fireEvent.click(screen.getByRole("radio", { name: "Email" }));
  fireEvent.change(screen.getByLabelText("About your project"), { target: { value: "An online store with payments." } });
  fireEvent.click(screen.getByRole("checkbox"));
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send my request" }));
  });
}

// Role queries over a whole form are slow in jsdom, most of all on a busy machine.
describe("ConsultationForm", { timeout: 20_000 }, () => {
  it("starts filled in from a project's request link, in the page's language", () => {
    renderForm("ar", "/ar/contact?service=ecommerce&project=3#consultation");
    expect((screen.getByLabelText(ar.consultation.fields.service.label) as HTMLSelectElement).value).toBe("ecommerce");
    expect((screen.getByLabelText(ar.consultation.fields.message.label) as HTMLTextAreaElement).value).toBe("أرغب في مشروع مثل «عطّار — الأعشاب والمنتجات العضوية».");
  });

  it("ignores a request link's service that the form does not offer", () => {
    renderForm("en", "/en/contact?service=anything&project=99");
    expect((screen.getByLabelText("Service you are interested in") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("About your project") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows every problem beside its field and in a focused summary, and sends nothing", async () => {
    const fetchMock = stubFetch(() => new Response("{}", { status: 201 }));
    renderForm();
    await send();
    const summary = screen.getByRole("alert");
    expect(summary).toHaveProperty("ownerDocument.activeElement", summary);
    expect(within(summary).getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Your name: Enter your name.",
      "Email: Enter your email address.",
      "Service you are interested in: Choose the service you are interested in.",
      "Preferred way to contact you: Choose how we should contact you.",
      "About your project: Tell us a little about your project.",
      "Privacy policy: Please accept the privacy policy so that we may use your details to answer you.",
    ]);
    const name = screen.getByLabelText("Your name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const described = name.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Enter your name.");
    expect(screen.getByRole("radio", { name: "WhatsApp" }).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it("clears an error as soon as the field is fixed, and names the limit", async () => {
    stubFetch(() => new Response("{}", { status: 201 }));
    renderForm();
    await send();
    const name = screen.getByLabelText("Your name");
    fireEvent.change(name, { target: { value: "S" } });
    expect(screen.getByText("Your name needs at least 2 characters.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Sarah" } });
    expect(name.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByText("Your name needs at least 2 characters.")).toBeNull();
  });

  it("asks for a meeting time only for a phone call or video meeting", () => {
    renderForm();
    expect(screen.queryByLabelText(/Preferred meeting time/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Video meeting" }));
    expect(screen.getByLabelText(/Preferred meeting time/)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "WhatsApp" }));
    expect(screen.queryByLabelText(/Preferred meeting time/)).toBeNull();
  });

  it("sends the request and shows what happens next; no abandonment after that", async () => {
    const fetchMock = stubFetch(() => new Response(JSON.stringify({ id: "abc" }), { status: 201 }));
    const view = renderForm();
    fillValid();
    await send();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ name: "Sarah Jones", service: "ecommerce", pagePath: "/en/contact", website: "" });
    expect(body.fillTimeMs).toBeGreaterThanOrEqual(0);
    const heading = screen.getByRole("heading", { name: "Thank you, your request has arrived" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/We have received your request about/).textContent).toContain("Online store apps");
    expect(screen.getByText(/A confirmation is on its way to/).textContent).toContain("sarah@example.org");
    expect(events).toEqual([{ event: "form_start", props: { form_name: "consultation" } }, { event: "form_submission", props: { form_name: "consultation", success: true } }]);
    view.unmount();
    expect(events).toHaveLength(2);
  });

  it("offers an empty form again after a request was sent", async () => {
    const fetchMock = stubFetch(() => new Response(JSON.stringify({ id: "abc" }), { status: 201 }));
    renderForm();
    fillValid();
    await send();
    fireEvent.click(screen.getByRole("button", { name: "Send another request" }));
    const name = screen.getByLabelText("Your name") as HTMLInputElement;
    expect(name.value).toBe("");
    expect(document.activeElement).toBe(name);
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    await send();
    expect(screen.getByRole("alert").textContent).toContain("Enter your name.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's 422 problems beside the fields, keeping what was typed", async () => {
    stubFetch(() => new Response(JSON.stringify({ problems: { phone: "invalid" } }), { status: 422 }));
    renderForm();
    fillValid();
    fireEvent.change(screen.getByRole("textbox", { name: /Phone/ }), { target: { value: "+44 20 0000 0000" } });
    await send();
    const phone = screen.getByRole("textbox", { name: /Phone/ }) as HTMLInputElement;
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.value).toBe("+44 20 0000 0000");
    expect(document.activeElement).toBe(screen.getByRole("alert"));
    expect(screen.getByRole("alert").textContent).toContain("Enter the number with its country code");
    expect(events).toEqual([{ event: "form_start", props: { form_name: "consultation" } }, { event: "form_submission", props: { form_name: "consultation", success: false } }]);
  });

  it("keeps the input when sending fails and offers WhatsApp with the request prefilled", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderForm();
    fillValid();
    await send();
    const alert = screen.getByRole("alert");
    expect(document.activeElement).toBe(alert);
    expect(alert.textContent).toContain("We could not reach our server");
    expect(alert.textContent).toContain("Everything you typed is still in the form.");
    const link = within(alert).getByRole("link", { name: /WhatsApp/ }) as HTMLAnchorElement;
    expect(link.href.startsWith("https://wa.me/15550100100?")).toBe(true); // the default document's number
    const text = new URL(link.href).searchParams.get("text");
    expect(text).toContain("My name is Sarah Jones.");
    expect(text).toContain("An online store with payments.");
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("Sarah Jones");
    expect((screen.getByLabelText("About your project") as HTMLTextAreaElement).value).toBe("An online store with payments.");
  });

  it("resends after a network error with the same Idempotency-Key, and a new one once the form changed", async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderForm();
    fillValid();
    await send();
    await send();
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Sarah J. Jones" } });
    await send();
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("says when too many requests were sent", async () => {
    stubFetch(() => new Response("{}", { status: 429, headers: { "Retry-After": "30" } }));
    renderForm();
    fillValid();
    await send();
    expect(screen.getByRole("alert").textContent).toContain("Please wait a minute and try again.");
  });

  it("reports the form started at the first change, and abandonment once, with the last field and nothing typed", () => {
    const view = renderForm();
    fireEvent.focus(screen.getByLabelText("Your name"));
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Sarah" } });
    fireEvent.focus(screen.getByRole("textbox", { name: "Email" }));
    window.dispatchEvent(new Event("pagehide"));
    view.unmount();
    expect(events).toEqual([{ event: "form_start", props: { form_name: "consultation" } }, { event: "form_abandonment", props: { form_name: "consultation", last_field: "email" } }]);
  });

  it("reports no abandonment for a form never started", () => {
    const view = renderForm();
    fireEvent.focus(screen.getByLabelText("Your name"));
    view.unmount();
    expect(events).toEqual([]);
  });

  it("speaks Arabic, with e-mail and phone left to right", () => {
    renderForm("ar");
    expect(screen.getByLabelText("الاسم")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "البريد الإلكتروني" }).getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("textbox", { name: /رقم الهاتف/ }).getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("radio", { name: "واتساب" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /سياسة الخصوصية/ }).getAttribute("href")).toBe("/ar/privacy-policy");
  });

  it("hides the honeypot from people and assistive technology", () => {
    renderForm("en", "/a/en/contact");
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole("link", { name: /privacy policy/ }).getAttribute("href")).toBe("/a/en/privacy-policy");
  });
});
