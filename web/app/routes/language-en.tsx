import { SiteLayout } from "~/features/layout/site-layout";
import { enEveryPage } from "~/locales/en/every-page";

/** The layout of every page in this language; its handle carries the
 * language's texts to the root (see root.tsx). */
export const handle = { messages: enEveryPage };

export default SiteLayout;
