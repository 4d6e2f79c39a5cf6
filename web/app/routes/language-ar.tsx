import { SiteLayout } from "~/features/layout/site-layout";
import { ar } from "~/locales/ar";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: ar };

export default SiteLayout;
