import { SiteLayout } from "~/features/layout/site-layout";
import { en } from "~/locales/en";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: en };

export default SiteLayout;
