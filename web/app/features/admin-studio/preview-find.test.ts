// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { findOn } from "./pages";
import { findItem, holderOf, itemTexts, markAttribute, reveal, showItem } from "./preview-find";

const languages = ["en", "ar", "fr", "tr"];

/** A page as the preview serves it (no script): the header's menu, a
 * carousel of testimonials showing its first slide, a list of questions,
 * the client logos twice (the second copy hidden, for the marquee). */
function page(): Document {
  const doc = document.implementation.createHTMLDocument("preview");
  doc.body.innerHTML = `
    <header><nav><ul><li><a href="/en/services">Construction and real estate</a></li></ul></nav></header>
    <main>
      <section id="testimonials"><h2>What our clients say</h2>
        <div role="region" aria-roledescription="carousel">
          <div class="grid">
            <div role="group" aria-roledescription="slide" aria-label="1 / 2" aria-hidden="false" class="opacity-100">
              <figure><blockquote><p>Fast and friendly.</p></blockquote><figcaption><p>Sara Haddad</p></figcaption></figure>
            </div>
            <div role="group" aria-roledescription="slide" aria-label="2 / 2" aria-hidden="true" inert="" class="opacity-0">
              <figure><blockquote><p>They understood   our rental process.</p></blockquote><figcaption><p>Khalid Al-Otaibi</p></figcaption></figure>
            </div>
          </div>
        </div>
      </section>
      <section id="faq"><ul>
        <li><h3><button>What services do you offer?</button></h3></li>
        <li><details><summary>How long does an app take?</summary><p>About <strong>twelve</strong> weeks.</p></details></li>
      </ul></section>
      <section id="logos"><ul><li><img alt="Sanad Real Estate" src="/s.svg"></li></ul><ul aria-hidden="true"><li><img alt="Sanad Real Estate" src="/s.svg"></li></ul></section>
      <section id="services"><h2>Services</h2><p>Construction and real estate</p></section>
    </main>
    <footer><p>Khalid Al-Otaibi</p></footer>`;
  return doc;
}

const khalid = {
  id: "khalid",
  flag: "sa",
  name: { en: "Khalid Al-Otaibi", ar: "خالد العتيبي", fr: "Khalid Al-Otaibi", tr: "Khalid Al-Otaibi" },
  text: { en: "They understood our rental process.", ar: "فهموا طريقة التأجير لدينا.", fr: "Ils ont compris.", tr: "Anladılar." },
};

describe("the texts an item is looked for by", () => {
  it("are its title first, then its other texts, in the preview's language", () => {
    expect(itemTexts(khalid, "en", languages)).toEqual(["Khalid Al-Otaibi", "They understood our rental process."]);
    expect(itemTexts(khalid, "ar", languages)).toEqual(["خالد العتيبي", "فهموا طريقة التأجير لدينا."]);
  });
  it("take every form of a plural, a rich text's words without markup, the beginning of a long text; not keys, colours or short ones", () => {
    const stat = { id: "reviews", value: 30, label: { en: { one: "Five-star review", other: "Five-star reviews" }, ar: { other: "تقييم" } } };
    expect(itemTexts(stat, "en", languages)).toEqual(["Five-star review", "Five-star reviews"]);
    const faq = { id: "time", question: { en: "How long?" }, answer: { en: "<p>About <strong>twelve</strong>\n weeks.</p>" }, colour: "#ffffff", n: { en: "12" } };
    expect(itemTexts(faq, "en", languages)).toEqual(["How long?", "About twelve weeks."]);
    expect(itemTexts({ text: { en: "word ".repeat(40) } }, "en", languages)[0]).toHaveLength(79);
  });
});

describe("finding the item on the page", () => {
  it("finds the item in the main content, in a slide the carousel hides, not the footer's copy", () => {
    const doc = page();
    const el = findItem(doc, itemTexts(khalid, "en", languages))!;
    expect(el.textContent).toBe("Khalid Al-Otaibi");
    expect(el.closest("main")).not.toBeNull();
    expect(holderOf(el).tagName).toBe("FIGURE");
  });
  it("prefers the main content to the header's menu, and a visible copy to a hidden one", () => {
    const doc = page();
    expect(findItem(doc, ["Construction and real estate"])!.closest("section")!.id).toBe("services");
    const logo = findItem(doc, ["Sanad Real Estate"])!;
    expect(logo.tagName).toBe("IMG");
    expect(logo.closest('[aria-hidden="true"]')).toBeNull();
  });
  it("finds a text split by markup, and white space as the page has it", () => {
    const doc = page();
    expect(findItem(doc, ["About twelve weeks."])!.tagName).toBe("P");
    expect(findItem(doc, ["They understood our rental process."])!.tagName).toBe("P");
  });
  it("finds nothing when the page does not show the item", () => {
    expect(findItem(page(), ["Nour Mansour", "A text on no page"])).toBeNull();
  });
});

describe("showing and marking it", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the hidden slide in place of the one shown, and opens a closed disclosure", () => {
    const doc = page();
    const el = findItem(doc, ["Khalid Al-Otaibi"])!;
    const [first, second] = doc.querySelectorAll('[aria-roledescription="slide"]');
    reveal(el);
    expect(second!.getAttribute("aria-hidden")).toBe("false");
    expect(second!.hasAttribute("inert")).toBe(false);
    expect(second!.className).toBe("opacity-100");
    expect(first!.getAttribute("aria-hidden")).toBe("true");
    expect(first!.hasAttribute("inert")).toBe(true);
    expect(first!.className).toBe("opacity-0");
    const answer = findItem(doc, ["About twelve weeks."])!;
    reveal(answer);
    expect(answer.closest("details")!.open).toBe(true);
  });
  it("outlines the item's card and scrolls the frame to it; leaves a page without it at the top", () => {
    const doc = page();
    const scrollTo = vi.fn();
    Object.defineProperty(doc, "defaultView", { value: { scrollY: 0, innerHeight: 800, scrollTo } });
    expect(showItem(doc, itemTexts(khalid, "en", languages))).toBe(true);
    const marked = doc.querySelectorAll(`[${markAttribute}]`);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.tagName).toBe("FIGURE");
    expect((marked[0] as HTMLElement).style.outlineStyle).toBe("solid");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const other = page();
    Object.defineProperty(other, "defaultView", { value: { scrollY: 0, innerHeight: 800, scrollTo } });
    expect(showItem(other, ["Nour Mansour"])).toBe(false);
    expect(other.querySelectorAll(`[${markAttribute}]`)).toHaveLength(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe("the pages the item is looked for on", () => {
  it("are the pages that show it among others, not its own page", () => {
    expect(findOn("projects", "10")).toEqual(["projects", "home"]);
    expect(findOn("testimonials", "khalid")).toEqual(["home", "about"]);
    expect(findOn("services", null)).toEqual(["home"]);
    expect(findOn("privacy", null)).toEqual([]);
    expect(findOn("announcement", null)).toEqual(["home"]);
  });
});
