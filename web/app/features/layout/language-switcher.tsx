import { Globe } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import { languages, nativeName, type Language } from "~/config/site";
import { isNotFoundPage } from "~/lib/page-kind";
import { localePath, parsePath } from "~/lib/paths";

/** alternatePath is the current page in another language, keeping the /a/
 * prefix. A not-found view links to the language's home page instead, since
 * the same prerendered page stands for many URLs. */
function useAlternatePath(): (lang: Language) => string {
  const { pathname, search, hash } = useLocation();
  const notFound = isNotFoundPage(useMatches());
  const { variant, rest } = parsePath(pathname);
  return (lang) => (notFound ? localePath(variant, lang, "/home") : localePath(variant, lang, rest) + search + hash);
}

/** Where a switcher sits: a bubble among the floating controls, opening
 * upwards, or a button in the dark header (below xl), opening downwards. */
const placements = {
  floating: {
    button: "size-12 rounded-full bg-white text-ink-900 shadow-float hover:bg-ink-50",
    list: "bottom-full mb-3",
  },
  header: {
    button: "size-11 rounded-xl text-white hover:bg-white/10",
    list: "top-full mt-2",
  },
} as const;

/** LanguageSwitcher lists the four languages, each link going to the same
 * page in that language. */
export function LanguageSwitcher({ placement }: { placement: keyof typeof placements }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const alternate = useAlternatePath();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("language.switchLabel", { language: nativeName(current) })}
        onClick={() => setOpen(!open)}
        className={`grid place-items-center ${placements[placement].button}`}
      >
        <Globe aria-hidden="true" className="size-6" />
      </button>
      <ul id={listId} hidden={!open} className={`absolute end-0 z-50 min-w-40 rounded-2xl bg-white p-2 text-ink-900 shadow-float ${placements[placement].list}`}>
        {languages.map((lang) => (
          <li key={lang}>
            <Link
              to={alternate(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? "true" : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-xl px-4 py-2 hover:bg-ink-50 aria-[current=true]:font-semibold aria-[current=true]:text-accent-600"
            >
              {nativeName(lang)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
