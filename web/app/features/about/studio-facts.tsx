import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";
import type { StudioText } from "~/content/sections";
import type { SectionText } from "~/content/sections";

/** StudioFacts shows who and where the studio is: its people, its city and
 * its registered company, as the agency filled them in (the content
 * document's studio block). What is empty is left out, and the section
 * with it when all is. */
export function StudioFacts({ heading, studio }: { heading: SectionText; studio: StudioText }) {
  const { t } = useTranslation();
  if (!studio) return null;
  const facts = [
    studio.city && { label: t("about.city"), value: studio.city },
    studio.legal && { label: t("about.legal"), value: studio.legal.name },
    studio.legal?.registration && { label: t("about.registration"), value: studio.legal.registration },
  ].filter((f) => !!f);
  return (
    <section aria-labelledby="studio-title" className="bg-ink-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="studio-title" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
        {studio.people.length > 0 && (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {studio.people.map(({ name, role }, i) => (
              <li key={i} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
                <p className="text-lg font-bold text-ink-900">{name}</p>
                <p className="mt-1 text-ink-600">{role}</p>
              </li>
            ))}
          </ul>
        )}
        {facts.length > 0 && (
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {facts.map(({ label, value }) => (
              <div key={label}>
                <dt className="text-sm font-semibold text-accent-600">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink-900">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
