import { useLocation } from "react-router";
import { site, type Language, type Variant, type VariantName } from "~/config/site";
import { localePath, parsePath } from "./paths";

export interface SiteContext {
  lang: Language;
  variantName: VariantName;
  variant: Variant;
  /** to builds a link to a page of the current variant and language, e.g. to("/faq"). */
  to: (rest: string) => string;
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
