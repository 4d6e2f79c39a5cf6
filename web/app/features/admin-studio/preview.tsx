import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { languageName } from "~/features/admin-core/format";
import { Select, quiet, secondary } from "~/features/admin-core/ui";
import { options } from "~/features/admin-core/site";
import { previewURL } from "./pages";
import { itemTexts, scrollToMarked, showItem } from "./preview-find";
import { usePublishingTexts, type PublishingTexts } from "./publishing-texts";

/** The widths a preview shows a page at: a phone's and a desktop's. */
const widths = { phone: 390, desktop: 1366 } as const;
type Width = keyof typeof widths;

/** Every page of a language, for the studio page's preview. */
export const allPages = ["home", "projects", "services", "about", "faq", "contact", "book", "privacy-policy", "terms-of-usage"];

/** pageName names a page ("project/10") in the interface language. */
export function pageName(pt: PublishingTexts, page: string): string {
  const [name, key] = page.split("/");
  const label = pt.pages[name!] ?? page;
  return key ? label.replace("{key}", key) : label;
}

/** Preview: a button that opens the draft's pages as the binary renders
 * them (GET /api/admin/content/preview), in a frame at a phone's or a
 * desktop's width, scaled to fit, in any of the site's languages; or in a
 * new tab. The preview is of the saved draft. With `item` (an item's
 * value as saved, and the pages to look for it on), the frame opens at
 * the item, outlined, when the page shows its texts; at the top when not. */
export function Preview({
  pages,
  languages,
  unsaved,
  item,
}: {
  pages: string[];
  languages: string[];
  unsaved?: boolean;
  item?: { value: unknown; on: readonly string[] };
}) {
  const { pt, lang } = usePublishingTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(pages[0]!);
  const [language, setLanguage] = useState(languages.includes(lang) ? lang : languages[0]!);
  const [width, setWidth] = useState<Width>("phone");
  const [loaded, setLoaded] = useState(0); // bumps when the dialog opens: a fresh render of the draft
  const url = previewURL(page, language);

  return (
    <>
      <button
        type="button"
        className={secondary}
        onClick={() => {
          setOpen(true);
          setLoaded((n) => n + 1);
          dialog.current?.showModal();
        }}
      >
        {pt.preview}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto h-[calc(100dvh-1rem)] max-h-none w-[calc(100vw-1rem)] max-w-6xl rounded-2xl bg-white p-0 shadow-float backdrop:bg-ink-950/60"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start gap-2 border-b border-ink-100 p-3 sm:p-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-bold">
                {pt.previewTitle}
              </h2>
              <p className="text-xs text-ink-600">{unsaved ? `${pt.previewNote} ${pt.previewUnsaved}` : pt.previewNote}</p>
            </div>
            <button type="button" className={quiet} onClick={() => dialog.current?.close()}>
              {pt.close}
            </button>
          </div>
          <div className="grid grid-cols-2 items-end gap-x-3 gap-y-2 border-b border-ink-100 p-3 sm:flex sm:flex-wrap sm:px-4">
            {pages.length > 1 && (
              <div className="sm:w-52">
                <Select label={pt.previewPage} value={page} onChange={(e) => setPage(e.target.value)}>
                  {pages.map((p) => (
                    <option key={p} value={p}>
                      {pageName(pt, p)}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            <div className="sm:w-40">
              <Select label={pt.previewLanguage} value={language} onChange={(e) => setLanguage(e.target.value)}>
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {languageName(lang, l)}
                  </option>
                ))}
              </Select>
            </div>
            <fieldset className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="sr-only">{pt.previewWidth}</legend>
              <div className="flex overflow-hidden rounded-xl border border-ink-100">
                {(Object.keys(widths) as Width[]).map((w) => (
                  <label key={w} className="flex min-h-11 cursor-pointer items-center px-3 text-sm has-[:checked]:bg-accent-50 has-[:checked]:font-semibold has-[:checked]:text-accent-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-accent-600">
                    <input type="radio" name={`${titleId}-width`} className="sr-only" checked={width === w} onChange={() => setWidth(w)} />
                    {pt[w]}
                  </label>
                ))}
              </div>
              <a href={url} target="_blank" rel="noopener" className="flex min-h-11 items-center text-sm font-semibold text-accent-700 underline underline-offset-4">
                {pt.newTab}
              </a>
            </fieldset>
          </div>
          {open && (
            <Frame
              key={`${loaded} ${url}`}
              url={url}
              width={widths[width]}
              loading={pt.loadingPreview}
              title={pt.frameTitle.replace("{page}", pageName(pt, page)).replace("{lang}", languageName(lang, language))}
              find={item && item.on.includes(page) ? itemTexts(item.value, language, options.languages) : undefined}
            />
          )}
        </div>
      </dialog>
    </>
  );
}

/** Frame shows url at width CSS pixels, scaled down to fit its box, and
 * says the page is being rendered until it is there (a new page, language
 * or draft starts a new frame). `find`: an item's texts, to open the page
 * at the item and mark it (showItem). */
function Frame({ url, width, title, loading, find }: { url: string; width: number; title: string; loading: string; find?: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const frame = useRef<HTMLIFrameElement>(null);
  // Another width lays the page out again: back to the item marked.
  const finding = find !== undefined;
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || !finding) return;
    const next = requestAnimationFrame(() => scrollToMarked(doc));
    return () => cancelAnimationFrame(next);
  }, [width, finding]);
  const scale = size.w > 0 ? Math.min(1, size.w / width) : 1;
  return (
    <div ref={box} dir="ltr" className="relative min-h-0 flex-1 overflow-hidden bg-ink-50">
      {!ready && (
        <p role="status" className="absolute inset-x-0 top-8 text-center text-sm text-ink-600">
          {loading}
        </p>
      )}
      {size.w > 0 && (
        <iframe
          ref={frame}
          title={title}
          src={url}
          onLoad={(e) => {
            const doc = e.currentTarget.contentDocument;
            if (find && doc) showItem(doc, find);
            setReady(true);
          }}
          className={`absolute top-0 border-0 bg-white shadow-sm ${ready ? "" : "opacity-0"}`}
          style={{
            width,
            height: size.h / scale,
            left: Math.max(0, (size.w - width * scale) / 2),
            transform: `scale(${scale})`,
            transformOrigin: "0 0",
          }}
        />
      )}
    </div>
  );
}
