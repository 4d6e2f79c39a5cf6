import { SiteLayout } from "~/features/layout/site-layout";
import { trEveryPage } from "~/locales/tr/every-page";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: trEveryPage };

export default SiteLayout;
