import { useId, useState } from "react";
import { languageNames } from "~/features/admin-core/texts";
import { dirOf, getAt } from "./model";
import { cutAsShown, length, shownLength, type PreviewedText } from "./search-snippet";
import { useStudioTexts } from "./texts";

/**
 * PagePreview, beside a page's form in the pages family: the page as a
 * search result shows it (address, title and description, cut where a
 * search engine cuts them) and as a shared link's card (the share picture,
 * the title, the share text), from the form's value as it is typed, with
 * how many characters each text has against how many show. One language at
 * a time, chosen among those the form shows, laid out in its direction.
 */
export function PagePreview({ page, value, languages }: { page: string; value: unknown; languages: string[] }) {
  const { st, lang: ui } = useStudioTexts();
  const t = st.pagePreview;
  const [chosen, setChosen] = useState(languages.includes(ui) ? ui : languages[0]!);
  const lang = languages.includes(chosen) ? chosen : languages[0]!;
  const name = useId();
  const text = (field: PreviewedText) => {
    const v = getAt(value, `${field}.${lang}`);
    return typeof v === "string" ? v : "";
  };
  const host = globalThis.location?.host ?? "";
  const address = [host, lang, page].filter(Boolean).join(" › ");
  const dir = dirOf(lang);
  const font = lang === "ar" ? "font-arabic" : "";
  return (
    <section aria-labelledby={`${name}-title`} className="space-y-4 rounded-xl border border-ink-100 bg-ink-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${name}-title`} className="text-base font-bold text-ink-900">
          {t.title}
        </h2>
        {languages.length > 1 && (
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t.language}</legend>
            {languages.map((l) => (
              <label key={l} className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-ink-300 bg-white px-3.5 text-sm font-semibold text-ink-800 hover:border-ink-400 has-checked:border-accent-600 has-checked:bg-accent-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600">
                <input type="radio" name={name} value={l} checked={l === lang} onChange={() => setChosen(l)} className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0" />
                <span lang={l} dir={dirOf(l)} className={l === "ar" ? "font-arabic" : ""}>
                  {languageNames[l] ?? l}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="min-w-0 space-y-2">
          <figcaption className="text-sm font-semibold text-ink-700">{t.search}</figcaption>
          <div lang={lang} dir={dir} className={`space-y-1 rounded-lg bg-white p-4 shadow-sm ${font}`}>
            <p dir="ltr" className="truncate text-start text-xs text-ink-600 rtl:text-end">
              {address}
            </p>
            <p className="text-lg leading-snug text-[#1a0dab]">{cutAsShown(text("title"), shownLength.title) || t.empty}</p>
            <p className="text-sm leading-relaxed text-ink-700">{cutAsShown(text("description"), shownLength.description) || t.empty}</p>
          </div>
        </figure>
        <figure className="min-w-0 space-y-2">
          <figcaption className="text-sm font-semibold text-ink-700">{t.share}</figcaption>
          <div lang={lang} dir={dir} className={`overflow-hidden rounded-lg bg-white shadow-sm ${font}`}>
            <img src={`/og/${lang}/${page}.png`} alt="" width={1200} height={630} className="aspect-[1200/630] h-auto w-full bg-ink-100 object-cover" />
            <div className="space-y-1 p-3">
              <p className="line-clamp-2 font-semibold text-ink-900">{text("title") || t.empty}</p>
              <p className="text-sm text-ink-700">{cutAsShown(text("share"), shownLength.share) || t.empty}</p>
            </div>
          </div>
          <p className="text-xs text-ink-600">{t.picture}</p>
        </figure>
      </div>
      <div className="space-y-1 text-sm">
        <p className="text-ink-600">{t.lengths}</p>
        <ul className="space-y-1">
          {(["title", "description", "share"] as const).map((field) => {
            const n = length(text(field));
            const over = n > shownLength[field];
            return (
              <li key={field} className={over ? "font-semibold text-warn-700" : "text-ink-700"}>
                {t.names[field]}{" "}
                <bdi dir="ltr" className="tabular-nums">
                  {n} / {shownLength[field]}
                </bdi>
                {over && ` ${t.over}`}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
