import { useRevalidator } from "react-router";
import { useEffect, type ReactNode } from "react";
import { Logo } from "~/features/admin-core/logo";
import { adminLanguages, languageNames, rememberLanguage, useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** AuthFrame holds the screens before sign-in: the brand on the site's navy,
 * one card, and a language choice (remembered in this browser). */
export function AuthFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const revalidator = useRevalidator();
  const { t, lang } = useTexts();
  useEffect(() => {
    document.title = `${title} · ${t.appName}`;
  }, [title, t]);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-ink-900 bg-[radial-gradient(ellipse_at_top,rgb(124_58_237/0.35),transparent_60%)] px-4 py-8 sm:py-16">
      <div className="flex w-full max-w-md items-center justify-between text-white">
        <Logo label={t.appName} />
        <label className="flex items-center gap-2 text-sm text-ink-100">
          <span className="sr-only">{t.nav.language}</span>
          <select
            className="min-h-10 rounded-lg border border-white/25 bg-ink-800 px-2 text-sm text-white"
            value={lang}
            onChange={(e) => {
              rememberLanguage(e.target.value as AdminLanguage);
              void revalidator.revalidate();
            }}
          >
            {adminLanguages.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageNames[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <main className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-float sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-ink-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
