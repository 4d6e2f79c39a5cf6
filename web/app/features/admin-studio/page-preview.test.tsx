import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextsProvider } from "~/features/admin-core/texts";
import { ar } from "~/features/admin-core/texts/ar";
import { PagePreview } from "./page-preview";

afterEach(cleanup);

const faq = {
  id: "faq",
  title: { en: "FAQ | Nuqta Studio", ar: "الأسئلة الشائعة عن تطوير التطبيقات وتكلفتها ومدتها ونشرها في المتاجر | استوديو نقطة" },
  description: { en: "Answers before you start.", ar: "إجابات قبل أن تبدأ." },
  share: { en: "Answers.", ar: "إجابات." },
};

describe("a page's search result and share card in the studio", () => {
  it("shows the chosen language right to left, cut where a search engine cuts, and counts against what shows", () => {
    const { container } = render(
      <TextsProvider lang="ar" t={ar}>
        <PagePreview page="faq" value={faq} languages={["en", "ar"]} />
      </TextsProvider>,
    );
    // The interface is Arabic: the preview starts in Arabic.
    // The result cuts the title; the share card shows it whole, over two lines at most.
    const [title, card] = screen.getAllByText(/^الأسئلة الشائعة عن تطوير/);
    expect(title!.textContent!.endsWith("…")).toBe(true);
    expect(card!.textContent).toBe(faq.title.ar);
    expect(title!.closest("[dir]")!.getAttribute("dir")).toBe("rtl");
    expect(title!.closest("[lang]")!.getAttribute("lang")).toBe("ar");
    const counts = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(counts).toEqual(["عنوان البحث 83 / 60 (يُقطع الباقي)", "وصف البحث 19 / 155", "نص المشاركة 7 / 110"]);
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/og/ar/faq.png");

    fireEvent.click(screen.getByRole("radio", { name: "English" }));
    expect(screen.getAllByText("FAQ | Nuqta Studio")).toHaveLength(2); // the result's title and the card's
    expect(screen.getByText("Answers before you start.").closest("[dir]")!.getAttribute("dir")).toBe("ltr");
  });
});
