import { Editor } from "@tiptap/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import cases from "../../../../internal/content/testdata/editor-output.json";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { sanitizeHtml } from "~/lib/sanitize-html";
import RichText from "./rich-text";
import { fromWord } from "./rich-text-paste";
import { richTextExtensions, toStored } from "./rich-text-schema";

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML makes one to run
// its paste pipeline (the same one a real paste goes through).
globalThis.ClipboardEvent ??= class extends Event {
  clipboardData = null;
} as unknown as typeof ClipboardEvent;

const editors: Editor[] = [];
afterEach(() => {
  for (const e of editors.splice(0)) e.destroy();
});

function editor(content = ""): Editor {
  const e = new Editor({ extensions: richTextExtensions(), content, editorProps: { transformPastedHTML: fromWord } });
  editors.push(e);
  return e;
}

const type = (e: Editor, text: string) => e.chain().focus().insertContent(text).run();
const stored = (e: Editor) => toStored(e.getHTML(), e.isEmpty);

// How each case of internal/content/testdata/editor-output.json is made
// with the editor's commands (the cases with "content" or "paste" are
// loaded or pasted); the Go test checks the server takes every result.
const edits: Record<string, (e: Editor) => void> = {
  "typed paragraph": (e) => type(e, "We build apps for you."),
  "bold and italic words": (e) => {
    type(e, "We build ");
    e.chain().toggleBold().insertContent("native").unsetBold().insertContent(" and ").toggleItalic().insertContent("web").unsetItalic().insertContent(" apps.").run();
  },
  underline: (e) => e.chain().focus().toggleUnderline().insertContent("Note").unsetUnderline().insertContent(": prices include VAT.").run(),
  "bulleted list": (e) => {
    type(e, "Steps:");
    e.chain().splitBlock().toggleBulletList().insertContent("Idea").splitListItem("listItem").insertContent("Design").run();
  },
  "numbered list": (e) => e.chain().focus().toggleOrderedList().insertContent("Idea").splitListItem("listItem").insertContent("Launch").run(),
  "line break": (e) => e.chain().focus().insertContent("Line one").setHardBreak().insertContent("line two").run(),
  arabic: (e) => e.chain().focus().insertContent("نطوّر ").toggleBold().insertContent("تطبيقات").unsetBold().insertContent(" للجوال خلال 12 أسبوعًا.").run(),
  "escaped characters": (e) => type(e, 'Tom & Jerry: 1 < 2 > 0 "quoted"'),
  "link to a page": (e) => e.chain().focus().insertContent("See our projects.").setTextSelection({ from: 5, to: 17 }).setLink({ href: "/projects" }).run(),
};

describe("the rich text editor's HTML", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s gives the fixture's HTML, which the page's sanitiser keeps as it is", (name, c) => {
    const e = editor("content" in c ? c.content : "");
    if ("paste" in c && c.paste) e.view.pasteHTML(c.paste);
    else if (!("content" in c)) edits[name]!(e);
    expect(stored(e)).toBe(c.html);
    // The sanitiser escapes the text's quotes, not a link's attribute's.
    expect(sanitizeHtml(c.html)).toBe(c.html.replace(/(<[^>]*>)|"/g, (_, tag: string | undefined) => tag ?? "&quot;"));
  });

  it("has an action for every case without content or paste, and a case for every action", () => {
    const made = cases.filter((c) => !("content" in c) && !("paste" in c)).map((c) => c.name);
    expect(made.sort()).toEqual(Object.keys(edits).sort());
  });

  it("refuses a javascript: link: the words stay, the link and its handler go", () => {
    const e = editor();
    e.view.pasteHTML('<a href="javascript:alert(1)">here</a> and <a href="JaVaScRiPt:alert(1)" style="color:red">there</a>');
    expect(stored(e)).toBe("<p>here and there</p>");
    expect(e.getHTML()).not.toMatch(/href|javascript|style/i);
  });

  it("stores an emptied editor as no text, not an empty paragraph", () => {
    const e = editor("<p>x</p>");
    e.commands.clearContent();
    expect(stored(e)).toBe("");
  });
});

describe("fromWord", () => {
  it("turns Word's numbered list paragraphs into an ordered list without the typed numbers", () => {
    const word =
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span>1.<span>&nbsp;</span></span><!--[endif]-->One</p>" +
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span>2.<span>&nbsp;</span></span><!--[endif]-->Two</p><p>After</p>";
    const e = editor();
    e.view.pasteHTML(word);
    expect(stored(e)).toBe("<ol><li><p>One</p></li><li><p>Two</p></li></ol><p>After</p>");
  });

  it("leaves HTML that is not from Word as it is", () => {
    expect(fromWord("<p style='color:red'>x</p>")).toBe("<p style='color:red'>x</p>");
  });
});

describe("RichText", () => {
  it("edits in its language's direction with a labelled toolbar whose buttons say what is on", async () => {
    const onChange = vi.fn();
    render(
      <TextsProvider lang="en" t={en}>
        <RichText id="a" lang="ar" dir="rtl" label="العربية" value="<p><strong>مرحبا</strong></p>" invalid={false} pages={[]} onChange={onChange} />
      </TextsProvider>,
    );
    const box = await screen.findByRole("textbox", { name: "العربية" });
    expect(box.getAttribute("dir")).toBe("rtl");
    expect(box.getAttribute("lang")).toBe("ar");
    expect(box.className).toContain("font-arabic");
    const bold = screen.getByRole("button", { name: "Bold" });
    expect(screen.getByRole("toolbar").getAttribute("aria-label")).toBe("Formatting: العربية");
    // Only the first button is a tab stop; the arrow keys move along.
    expect(bold.tabIndex).toBe(0);
    expect(screen.getByRole("button", { name: "Italic" }).tabIndex).toBe(-1);
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: "End" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Link" }));
    // Select everything (inside the bold text): Bold is pressed; pressing it
    // takes the bold away and reports the new HTML.
    const ed = (box as unknown as { editor: Editor }).editor;
    act(() => {
      ed.commands.selectAll();
    });
    await waitFor(() => expect(bold.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute("aria-pressed")).toBe("false"));
    expect(onChange).toHaveBeenLastCalledWith("<p>مرحبا</p>");
  });
});
