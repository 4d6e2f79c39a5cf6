import { useLocation, useMatches } from "react-router";
import { site, type Language, type Variant, type VariantName } from "~/config/site";
import type { EveryPage } from "~/content/every-page";
import type { Contacts } from "./contact-links";
import { localePath, parsePath } from "./paths";

export interface SiteContext {
  lang: Language;
  variantName: VariantName;
  variant: Variant;
  /** to builds a link to a page of the current variant and language, e.g. to("/faq"). */
  to: (rest: string) => string;
}

/** useEveryPage finds what every page's loader gives the layout
 * (content/every-page.ts) among the matched routes' data; empty on a
 * not-found page. */
export function useEveryPage(): Partial<EveryPage> {
  return useMatches().map((m) => m.loaderData as Partial<EveryPage> | undefined).find((d) => d?.contacts) ?? {};
}

/** useContacts gives the agency's published contacts on the page's
 * variant; undefined on a not-found page, which has no loader. */
export function useContacts(): Contacts | undefined {
  return useEveryPage().contacts;
}

/** usePageContacts gives the contacts on a page whose loader gives them:
 * every page but the not-found ones. */
export function usePageContacts(): Contacts {
  const contacts = useContacts();
  if (!contacts) throw new Error("usePageContacts: the page's loader gives no contacts (content/every-page.ts)");
  return contacts;
}

/** useSite tells a component which variant and language it renders in. */
export function useSite(): SiteContext {
  const { variant, lang } = parsePath(useLocation().pathname);
  return {
    lang,
    variantName: variant,
    variant: site.variants[variant],
    to: (rest) => localePath(variant, lang, rest),
  };
}
