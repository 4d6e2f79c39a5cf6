import { useTranslation } from "react-i18next";
import { mailtoLink } from "~/lib/contact-links";
import { formatMonthYear } from "~/lib/intl-format";
import { useSite } from "~/lib/use-site";

/** When the policy and the terms last changed (YYYY-MM); update with them. */
export const LEGAL_UPDATED = "2026-11";

const documents = {
  privacy: { page: "privacy-policy", sections: ["collection", "usage", "sharing", "protection", "rights", "changes"] },
  terms: { page: "terms-of-usage", sections: ["accept", "ownership", "conduct", "termination", "liability", "changes"] },
} as const;

export type LegalDocument = keyof typeof documents;

/** LegalPage is the privacy policy or the terms of usage: a title, the date
 * of the last change, an intro, a table of contents and six titled
 * sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation();
  const { lang, variant } = useSite();
  const { page, sections } = documents[doc];
  const values = { brand: t("meta.brand"), email: variant.email };
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-bold sm:text-5xl">{t(`pages.${page}`)}</h1>
          <p className="mt-3 text-sm font-medium text-cyan-400">{t("legal.updated", { date: formatMonthYear(lang, LEGAL_UPDATED) })}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-100">{t(`legal.${doc}.intro`, values)}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby={`${doc}-contents`} className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${doc}-contents`} className="sr-only">
            {t(`pages.${page}`)}
          </h2>
          <ol role="list" className="space-y-1 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100">
            {sections.map((key) => (
              <li key={key}>
                <a href={`#${doc}-${key}`} className="block rounded-lg px-3 py-2 text-ink-700 hover:bg-ink-50 hover:text-accent-600">
                  {t(`legal.${doc}.sections.${key}.title` as `legal.privacy.sections.collection.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((key) => {
            const paragraphs = t(`legal.${doc}.sections.${key}.paragraphs` as `legal.privacy.sections.collection.paragraphs`, {
              returnObjects: true,
              ...values,
            }) as readonly string[];
            return (
              <section key={key} id={`${doc}-${key}`} aria-labelledby={`${doc}-${key}-title`} className="scroll-mt-24">
                <h2 id={`${doc}-${key}-title`} className="text-2xl font-bold text-ink-900">
                  {t(`legal.${doc}.sections.${key}.title` as `legal.privacy.sections.collection.title`)}
                </h2>
                {paragraphs.map((text) => (
                  <p key={text} className="mt-4 text-lg leading-relaxed text-ink-700">
                    {text}
                  </p>
                ))}
              </section>
            );
          })}
          <p className="border-t border-ink-100 pt-6 text-ink-700">
            {t("legal.questions")}{" "}
            <a href={mailtoLink(variant)} className="font-semibold text-accent-600 underline underline-offset-4">
              <bdi dir="ltr">{variant.email}</bdi>
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
