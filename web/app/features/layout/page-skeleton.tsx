import { useTranslation } from "react-i18next";
import type { PageName } from "~/config/site";

/** PageSkeleton is a titled placeholder for a page whose content lands with
 * its own issue. */
export function PageSkeleton({ page }: { page: PageName | "project" }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h1 className="text-4xl font-bold text-ink-900 sm:text-5xl">{t(`pages.${page}`)}</h1>
      <p className="mt-4 text-lg text-ink-600">{t("skeleton.comingSoon")}</p>
    </section>
  );
}
