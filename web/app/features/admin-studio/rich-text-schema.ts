import { Mark, mergeAttributes, type AnyExtension } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Code from "@tiptap/extension-code";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import Underline from "@tiptap/extension-underline";
import { UndoRedo } from "@tiptap/extensions";
import { wellFormedLink } from "~/lib/sanitize-html";

/** Small keeps a <small> of existing content: it is in the allowlist, so an
 * answer that has one must not lose it when opened in the editor. */
const Small = Mark.create({
  name: "small",
  parseHTML: () => [{ tag: "small" }],
  renderHTML: ({ HTMLAttributes }) => ["small", mergeAttributes(HTMLAttributes), 0],
});

/**
 * richTextExtensions: the editor's schema is the content sanitiser's
 * allowlist (internal/content/html.go, web/app/lib/sanitize-html.ts):
 * paragraphs, line breaks, lists, strong, em, u, code, small, and links
 * whose one attribute is an href a visitor can follow (a page of the site,
 * https, mailto: docs/decisions/0452). ProseMirror parses everything it is
 * given (the stored value, a paste from Word or a web page) into this
 * schema, so whatever the schema has no node or mark for (styles, spans,
 * classes, fonts, headings, images, scripts, a link's target or title, a
 * link to anywhere else) is dropped on the way in, and the HTML
 * it writes is what the server accepts unchanged (docs/decisions/0305).
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    Underline,
    Code,
    Small,
    BulletList,
    // An ordered list's start and type are attributes: a paste of
    // <ol start="3" type="a"> keeps the list and loses them.
    OrderedList.extend({ addAttributes: () => ({}), renderHTML: () => ["ol", 0] }),
    ListItem,
    // A link keeps its href alone; one a visitor could not follow is text.
    Link.extend({ addAttributes: () => ({ href: { default: null } }) }).configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => wellFormedLink(url),
    }),
    UndoRedo,
  ];
}

/** toStored: the editor's HTML as the content document keeps it; an empty
 * editor is an absent language, not "<p></p>". */
export function toStored(html: string, empty: boolean): string {
  return empty ? "" : html;
}
