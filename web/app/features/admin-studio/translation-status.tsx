import { Check } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { languageName } from "~/features/admin-core/format";
import { fill, languageNames, plural } from "~/features/admin-core/texts";
import { secondary } from "~/features/admin-core/ui";
import { locales } from "~/lib/intl-format";
import { Difference } from "./difference";
import { dirOf, type Schema } from "./model";
import { hiddenCount, type LanguageView, type SourceChange } from "./translation";
import { useStudioTexts } from "./texts";

/**
 * LanguageViewControl, at the top of an item's form: "Languages: All ·
 * English · العربية · Français · Türkçe", radio buttons (arrow keys move
 * between them) drawn as chips, each language named in itself. With one
 * language chosen it says how many are hidden, with a way back to all.
 */
export function LanguageViewControl({ view, languages, onChange }: { view: LanguageView; languages: string[]; onChange: (view: LanguageView) => void }) {
  const { st, lang } = useStudioTexts();
  const t = st.translation;
  const name = useId();
  const hidden = hiddenCount(view, languages);
  const options = ["all", ...languages];
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="float-start me-3 text-sm leading-10 font-bold text-ink-900">{t.view}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className="relative inline-flex min-h-10 cursor-pointer items-center rounded-full border border-ink-300 bg-white px-3.5 text-sm font-semibold text-ink-800 hover:border-ink-400 has-checked:border-accent-600 has-checked:bg-accent-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input type="radio" name={name} value={o} checked={view === o} onChange={() => onChange(o)} className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0" />
            {o === "all" ? (
              t.all
            ) : (
              <span lang={o} dir={dirOf(o)} className={o === "ar" ? "font-arabic" : ""}>
                {languageNames[o] ?? o}
              </span>
            )}
          </label>
        ))}
      </div>
      {hidden > 0 && (
        <p className="clear-both flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
          <span>{plural(lang, t.hiddenCount, hidden)}</span>
          <button type="button" className="min-h-10 rounded-md px-1 font-semibold text-accent-600 underline underline-offset-4 hover:text-accent-500" onClick={() => onChange("all")}>
            {t.showAll}
          </button>
        </p>
      )}
    </fieldset>
  );
}

/** languageList names languages in a sentence: "English and Arabic". */
export function languageList(ui: keyof typeof locales, codes: string[]): string {
  return new Intl.ListFormat(locales[ui], { type: "conjunction" }).format(codes.map((c) => languageName(ui, c)));
}

/**
 * OutdatedHelp goes under a language marked outdated in a text: what
 * changed in the languages ahead of it (a disclosure: before and after,
 * or their text now when the change is published), and "Still correct",
 * which confirms the language as it is saved. The button is left out while
 * the language's input differs from what is saved: that is a translation
 * under way, which the save brings up to date.
 */
export function OutdatedHelp({
  field,
  language,
  source,
  schema,
  canConfirm,
  busy,
  onConfirm,
}: {
  /** The text's name, for the button's accessible name ("Text", "Photo › Alt text"). */
  field: string;
  language: string;
  source: SourceChange | null;
  schema: Schema;
  canConfirm: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { st, lang } = useStudioTexts();
  const t = st.translation;
  if (!source && !canConfirm) return null;
  return (
    <div className="space-y-2 border-s-2 border-warn-700/50 ps-3">
      {source && (
        <details>
          <summary className="min-h-8 w-fit cursor-pointer rounded-md py-1 text-sm font-semibold text-ink-800 hover:underline">{fill(t.whatChanged, { languages: languageList(lang, source.languages) })}</summary>
          <div className="mt-2">
            {"changes" in source ? (
              <Difference changes={source.changes} schema={schema} stacked labelled={source.languages.length > 1} />
            ) : (
              <div className="space-y-1 text-sm">
                <p className="text-ink-700">{fill(t.nowIn, { languages: languageList(lang, source.languages) })}</p>
                {source.current.map((c) => (
                  <p key={c.language} lang={c.language} dir={dirOf(c.language)} className={`rounded-lg bg-ink-50 px-2 py-1 break-words whitespace-pre-line ${c.language === "ar" ? "font-arabic" : ""}`}>
                    {source.current.length > 1 && (
                      <span lang={lang} dir="auto" className="block text-xs font-semibold text-ink-600">
                        {languageName(lang, c.language)}
                      </span>
                    )}
                    {c.text}
                  </p>
                ))}
              </div>
            )}
          </div>
        </details>
      )}
      {canConfirm && (
        <button type="button" className={secondary} disabled={busy} aria-label={fill(t.stillCorrectLabel, { field, language: languageName(lang, language) })} onClick={onConfirm}>
          <Check aria-hidden="true" className="size-4 shrink-0 text-success-700" strokeWidth={2.5} />
          {t.stillCorrect}
        </button>
      )}
    </div>
  );
}

/** ConfirmedNote takes the place of "Still correct" once pressed, and the
 * focus with it (the button is gone: focus would fall to the page). */
export function ConfirmedNote({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className="flex items-center gap-1.5 text-sm font-semibold text-success-700 outline-offset-2">
      <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={2.5} />
      {text}
    </p>
  );
}
