import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { Bold, Italic, Link2, List, ListOrdered, Underline } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { LinkDialog } from "./link-dialog";
import type { LinkTarget } from "./link-targets";
import { fromWord } from "./rich-text-paste";
import { richTextExtensions, toStored } from "./rich-text-schema";
import { useStudioTexts } from "./texts";

export interface RichTextProps {
  id: string;
  lang: string;
  dir: "ltr" | "rtl";
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  /** The pages a link may point at (link-targets.ts). */
  pages: LinkTarget[];
  onChange: (html: string) => void;
}

// The toolbar and the text are one box, as one input: its border shows
// focus and a problem. Lists and emphasis shown as the public pages show
// them (Tailwind's reset takes bullets and numbers away).
const box = "rounded-lg border border-ink-400 bg-white focus-within:border-accent-600 focus-within:ring-1 focus-within:ring-accent-600 has-[[aria-invalid=true]]:border-danger-700";
const body =
  "block min-h-32 w-full px-3 py-2 text-base leading-relaxed text-ink-900 whitespace-pre-wrap break-words outline-none sm:text-sm [&_a]:text-accent-700 [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-5";

/**
 * RichText: one language of an HTML text (an FAQ answer, a legal section),
 * edited as formatted text in that language's direction and font. Its
 * schema is the sanitiser's allowlist (rich-text-schema.ts), so what it
 * stores is what the server accepts. Loaded lazily by the item form: the
 * editor's JavaScript is fetched only where an HTML field is shown.
 */
export default function RichText(p: RichTextProps) {
  const emitted = useRef(p.value);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;
  const attributes = {
    id: p.id,
    lang: p.lang,
    dir: p.dir,
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": p.label,
    ...(p.invalid ? { "aria-invalid": "true" } : {}),
    ...(p.describedBy ? { "aria-describedby": p.describedBy } : {}),
    class: `${body} ${p.lang === "ar" ? "font-arabic" : ""}`,
  };
  const editor = useEditor({
    extensions: richTextExtensions(),
    // TipTap's own <style> is refused by the back office's CSP (style-src
    // 'self'); the classes above give what ProseMirror needs (pre-wrap).
    injectCSS: false,
    content: p.value,
    editorProps: { attributes, transformPastedHTML: fromWord },
    onUpdate: ({ editor }) => {
      emitted.current = toStored(editor.getHTML(), editor.isEmpty);
      onChange.current(emitted.current);
    },
  });
  // Keep the element's attributes current (a problem appears, goes away).
  const attrKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attrKey) as Record<string, string>, transformPastedHTML: fromWord } });
  }, [editor, attrKey]);
  // A value set from outside (a conflict's current text, a reset) replaces
  // the editor's content; the editor's own updates come back unchanged.
  useEffect(() => {
    if (p.value !== emitted.current) {
      emitted.current = p.value;
      editor.commands.setContent(p.value, { emitUpdate: false });
    }
  }, [editor, p.value]);
  return (
    <div className={box}>
      <Toolbar editor={editor} label={p.label} pages={p.pages} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** Toolbar: one tab stop; arrow keys, Home and End move between the
 * buttons (the WAI-ARIA toolbar pattern), each button says whether its
 * formatting is on where the cursor is (aria-pressed). */
function Toolbar({ editor, label, pages }: { editor: Editor; label: string; pages: LinkTarget[] }) {
  const { st } = useStudioTexts();
  const [focus, setFocus] = useState(0);
  const [linking, setLinking] = useState(false);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const href = (editor.getAttributes("link").href as string | undefined) ?? "";
  const tools: { name: keyof typeof on; icon: ReactNode; run: () => void }[] = [
    { name: "bold", icon: <Bold aria-hidden size={17} />, run: () => editor.chain().focus().toggleBold().run() },
    { name: "italic", icon: <Italic aria-hidden size={17} />, run: () => editor.chain().focus().toggleItalic().run() },
    { name: "underline", icon: <Underline aria-hidden size={17} />, run: () => editor.chain().focus().toggleUnderline().run() },
    { name: "bulletList", icon: <List aria-hidden size={17} />, run: () => editor.chain().focus().toggleBulletList().run() },
    { name: "orderedList", icon: <ListOrdered aria-hidden size={17} />, run: () => editor.chain().focus().toggleOrderedList().run() },
    { name: "link", icon: <Link2 aria-hidden size={17} />, run: () => setLinking(true) },
  ];
  // A link is set on the selection (or the whole link the cursor is in).
  const setLink = (next: string | null) => {
    const chain = editor.chain().focus().extendMarkRange("link");
    (next ? chain.setLink({ href: next }) : chain.unsetLink()).run();
    setLinking(false);
  };
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next: number | undefined;
    if (step) next = (focus + step + tools.length) % tools.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tools.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    setFocus(next);
    refs.current[next]?.focus();
  };
  return (
    <>
    <LinkDialog open={linking} current={href} pages={pages} onApply={setLink} onRemove={() => setLink(null)} onClose={() => setLinking(false)} />
    <div role="toolbar" aria-label={`${st.editor.toolbar}: ${label}`} className="flex flex-wrap gap-0.5 border-b border-ink-100 p-1" onKeyDown={move}>
      {tools.map((t, i) => (
        <button
          key={t.name}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          tabIndex={i === focus ? 0 : -1}
          aria-pressed={on[t.name]}
          aria-label={st.editor[t.name]}
          title={st.editor[t.name]}
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setFocus(i)}
          onClick={t.run}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600 aria-pressed:bg-accent-50 aria-pressed:text-accent-600 sm:size-8"
        >
          {t.icon}
        </button>
      ))}
    </div>
    </>
  );
}
