import type { ClientLogoText } from "~/content/clients";

/** A client logo as the page's loader gives it: the image (a site path) and
 * the client's name, used as its alternative text. */
export type ClientLogo = ClientLogoText;
