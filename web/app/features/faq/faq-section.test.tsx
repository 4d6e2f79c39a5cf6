import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { faqIn } from "~/content/faq";
import { pageHeadingIn } from "~/content/pages";
import { en } from "~/locales/en";
import { FaqSection } from "./faq-section";

const questions = faqIn("en");

/** renderFaq renders the default FAQ in English, the first answer replaced
 * by firstAnswer when given. */
function renderFaq(firstAnswer?: string) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <MemoryRouter initialEntries={["/en/faq"]}>
      <I18nextProvider i18n={i18n}>
        <FaqSection heading={pageHeadingIn("faq", "en")} items={questions.map((q, i) => (i === 0 && firstAnswer !== undefined ? { ...q, answer: firstAnswer } : q))} headingLevel="h1" tone="dark" />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("FaqSection", () => {
  it("shows eight questions as closed disclosures that control their answers", () => {
    renderFaq();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      expect(button).toHaveProperty("ariaExpanded", "false");
      const answer = document.getElementById(button.getAttribute("aria-controls")!);
      expect(answer).not.toBeNull();
    }
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(pageHeadingIn("faq", "en").heading);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(8);
  });

  it("opens one answer at a time and closes the open one on a second click", () => {
    renderFaq();
    const first = screen.getByRole("button", { name: questions[0]!.question });
    const second = screen.getByRole("button", { name: questions[1]!.question });
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(second);
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });

  it("renders answers as HTML but never a script or an event handler from the content", () => {
    renderFaq('Safe <strong>bold</strong><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)" onclick="x()">link</a>');
    const button = screen.getByRole("button", { name: questions[0]!.question });
    const answer = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(answer.querySelector("strong")?.textContent).toBe("bold");
    expect(answer.querySelector("script, img, a, [onerror], [onclick]")).toBeNull();
    expect(answer.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script/i);
    expect(answer.textContent).toContain("link");
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The real answers keep their lists.
    const steps = document.getElementById(screen.getByRole("button", { name: questions[3]!.question }).getAttribute("aria-controls")!)!;
    expect(steps.querySelectorAll("ol > li")).toHaveLength(5);
  });

  it("staggers the cards by 0.1 s per index and expands an answer in 0.3 s", () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: false, media: q }));
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (typeof observers)[number]) {
          observers.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderFaq();
    act(() => observers.forEach((cb) => cb([{ isIntersecting: false }])));
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
    const cards = [...container.querySelector("ul")!.children] as HTMLElement[];
    expect(cards.map((li) => li.style.transitionDelay)).toEqual(["", "100ms", "200ms", "300ms", "400ms", "500ms", "600ms", "700ms"]);
    const answer = document.getElementById(screen.getAllByRole("button")[0]!.getAttribute("aria-controls")!)!;
    expect(answer.style.transitionDuration).toBe("0.3s");
  });

  it("links an answer to a page of the site in the visitor's language", () => {
    renderFaq('See <a href="/projects">our projects</a> or <a href="mailto:hello@nuqta.studio">write</a>.');
    expect(screen.getByRole("link", { name: "our projects", hidden: true }).getAttribute("href")).toBe("/en/projects");
    expect(screen.getByRole("link", { name: "write", hidden: true }).getAttribute("href")).toBe("mailto:hello@nuqta.studio");
  });
});
