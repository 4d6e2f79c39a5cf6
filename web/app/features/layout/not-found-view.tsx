import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "~/config/site";
import { localePath } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

/** NotFoundView is SPEC.md §8's not-found heading, for an unknown page or an
 * unknown project, with a way back: to the page's language, or to homeLang
 * where the URL names no language. */
export function NotFoundView({ kind, homeLang }: { kind: "page" | "project"; homeLang?: Language }) {
  const { t } = useTranslation();
  const { to, variantName } = useSite();
  const texts =
    kind === "project"
      ? { title: t("projectNotFound.title"), text: t("projectNotFound.text"), link: t("projectNotFound.backToProjects"), rest: "/projects" }
      : { title: t("notFound.title"), text: t("notFound.text"), link: t("notFound.backHome"), rest: "/home" };
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-brand-gradient text-7xl font-extrabold">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">{texts.title}</h1>
      <p className="mt-4 text-lg text-ink-600">{texts.text}</p>
      <Link
        to={homeLang ? localePath(variantName, homeLang, texts.rest) : to(texts.rest)}
        hrefLang={homeLang}
        className="bg-brand-gradient mt-8 rounded-pill px-6 py-3 font-semibold text-white shadow-card">
        {texts.link}
      </Link>
    </section>
  );
}
