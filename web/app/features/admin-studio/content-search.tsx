import { useDeferredValue, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { languageName } from "~/features/admin-core/format";
import { fill, plural } from "~/features/admin-core/texts";
import { input } from "~/features/admin-core/ui";
import { dirOf, type Studio } from "./model";
import { fieldName } from "./pending";
import { searchContent, searchMax } from "./search";
import { familyLabel, useStudioTexts } from "./texts";

/** ContentSearch finds a text anywhere in the working document, in any
 * language, as it is typed: each text found names its section, item,
 * field and language, shows the words around it, and opens its item. */
export function ContentSearch({ studio }: { studio: Studio }) {
  const { st, lang } = useStudioTexts();
  const id = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchContent(studio, deferred, lang), [studio, deferred, lang]);
  const searched = deferred.trim().length >= 2;
  return (
    <section role="search" aria-labelledby={`${id}-label`} className="space-y-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
      <label id={`${id}-label`} htmlFor={id} className="text-base font-bold">
        {st.search.label}
      </label>
      <input id={id} type="search" className={input} value={query} placeholder={st.search.placeholder} aria-describedby={`${id}-said`} onChange={(e) => setQuery(e.target.value)} />
      <p id={`${id}-said`} aria-live="polite" className="text-sm text-ink-700">
        {!searched ? st.search.hint : found.length === 0 ? fill(st.search.none, { q: deferred.trim() }) : found.length >= searchMax ? fill(st.search.more, { n: searchMax }) : plural(lang, st.search.count, found.length)}
      </p>
      {found.length > 0 && (
        <ul className="divide-y divide-ink-100">
          {found.map((f) => (
            <li key={`${f.family}/${f.key}/${f.field}/${f.lang}`} className="py-2">
              <Link to={`/admin/studio/${f.family}${f.key ? `/${encodeURIComponent(f.key)}` : ""}`} className="block min-h-11 rounded-lg px-2 py-1 hover:bg-ink-50">
                <span className="block text-sm font-semibold text-ink-900">
                  {familyLabel(st, f.family)}
                  {f.title && (
                    <>
                      {" › "}
                      <bdi>{f.title}</bdi>
                    </>
                  )}
                  {" › "}
                  {fieldName(st, f.field)} ({languageName(lang, f.lang)})
                </span>
                <span lang={f.lang} dir={dirOf(f.lang)} className={`block text-sm text-ink-700 ${f.lang === "ar" ? "font-arabic" : ""}`}>
                  {f.before}
                  <mark className="rounded bg-amber-100 px-0.5 text-ink-900">{f.match}</mark>
                  {f.after}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
