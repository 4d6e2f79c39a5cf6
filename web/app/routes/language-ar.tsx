import { SiteLayout } from "~/features/layout/site-layout";
import { arEveryPage } from "~/locales/ar/every-page";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: arEveryPage };

export default SiteLayout;
