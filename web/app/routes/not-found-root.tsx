import { useEffect, useState } from "react";
import type { MetaFunction } from "react-router";
import { defaultLanguage, type Language } from "~/config/site";
import { SiteLayout } from "~/features/layout/site-layout";
import { NotFoundView } from "~/features/layout/not-found-view";
import { detectLanguage, rememberLanguage } from "~/lib/language-cache";
import { notFoundMeta } from "~/lib/meta";
import { enEveryPage } from "~/locales/en/every-page";

/** A path outside every language answers with the English not-found page. */
export const handle = { messages: enEveryPage };

export const meta: MetaFunction = (args) => notFoundMeta(args, "notFound");

/** The page renders in English (as prerendered); once hydrated, its way
 * home leads to the visitor's language, detected in SPEC.md §4's order. */
export default function NotFoundRoot() {
  const [homeLang, setHomeLang] = useState<Language>(defaultLanguage);
  useEffect(() => {
    detectLanguage().then((detected) => {
      setHomeLang(detected);
      return rememberLanguage(detected);
    });
  }, []);
  return (
    <SiteLayout>
      <NotFoundView kind="page" homeLang={homeLang} />
    </SiteLayout>
  );
}
