import { SiteLayout } from "~/features/layout/site-layout";
import { tr } from "~/locales/tr";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: tr };

export default SiteLayout;
