import { useTranslation } from "react-i18next";
import type { MetaArgs, MetaDescriptor } from "react-router";
import type { LegalDocument, LegalText } from "~/content/legal";
import type { PageText } from "~/content/pages";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { type Contacts, mailtoLink } from "~/lib/contact-links";
import { formatMonthYear } from "~/lib/intl-format";
import { messagesOf, pageMeta } from "~/lib/meta";
import { usePageContacts, useSite } from "~/lib/use-site";

const pageOf = { privacy: "privacy-policy", terms: "terms-of-usage" } as const;

/** fillLegal puts the brand and the variant's e-mail address in place of
 * their placeholders in a legal text (the content document's, one for both
 * variants). */
export function fillLegal(text: string, values: { brand: string; email: string }): string {
  return text.replaceAll("{{brand}}", values.brand).replaceAll("{{email}}", values.email);
}

/** LegalPage is the privacy policy or the terms of usage, from its loader's
 * content: a title, the date of the last change, an intro, a table of
 * contents and the titled sections, each a body of simple HTML. */
export function LegalPage({ doc, content }: { doc: LegalDocument; content: LegalText }) {
  const { t } = useTranslation();
  const { lang, to } = useSite();
  const contacts = usePageContacts();
  const page = pageOf[doc];
  const values = { brand: t("meta.brand"), email: contacts.email };
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-bold sm:text-5xl">{t(`pages.${page}`)}</h1>
          <p className="mt-3 text-sm font-medium text-cyan-400">{t("legal.updated", { date: formatMonthYear(lang, content.updated) })}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-100">{fillLegal(content.intro, values)}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby={`${doc}-contents`} className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${doc}-contents`} className="sr-only">
            {t(`pages.${page}`)}
          </h2>
          <ol role="list" className="space-y-1 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100">
            {content.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${doc}-${s.id}`} className="block rounded-lg px-3 py-2 text-ink-700 hover:bg-ink-50 hover:text-accent-600">
                  {fillLegal(s.title, values)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {content.sections.map((s) => (
            <section key={s.id} id={`${doc}-${s.id}`} aria-labelledby={`${doc}-${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${doc}-${s.id}-title`} className="text-2xl font-bold text-ink-900">
                {fillLegal(s.title, values)}
              </h2>
              <div
                className="text-lg leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-accent-600 [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(fillLegal(s.body, values), to) }}
              />
            </section>
          ))}
          <p className="border-t border-ink-100 pt-6 text-ink-700">
            {t("legal.questions")}{" "}
            <a href={mailtoLink(contacts)} className="font-semibold text-accent-600 underline underline-offset-4">
              <bdi dir="ltr">{contacts.email}</bdi>
            </a>
          </p>
        </div>
      </div>
    </>
  );
}

/** legalMeta gives a legal page the content's title, description and
 * share text, with the brand and the variant's e-mail address in place of
 * their placeholders (a legal page's description is its intro). */
export function legalMeta(args: MetaArgs): MetaDescriptor[] {
  const brand = messagesOf(args)?.meta.brand;
  const data = args.loaderData as { page?: PageText | null; contacts?: Contacts } | undefined;
  const email = data?.contacts?.email;
  if (!data?.page || !brand || !email) return [];
  const fill = (text: string) => fillLegal(text, { brand, email });
  const page = { ...data.page, title: fill(data.page.title), description: fill(data.page.description), share: fill(data.page.share) };
  return pageMeta({ ...args, loaderData: { ...data, page } });
}
