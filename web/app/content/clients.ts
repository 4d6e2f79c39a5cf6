import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import { type UploadedPicture, uploadedPictureIn } from "./uploaded-picture";
import type { IndustryId } from "./types";

/** ClientLogoText is a client's logo and its name in one language; picture
 * when the logo is an uploaded one. */
export interface ClientLogoText {
  id: string;
  logo: string;
  name: string;
  picture?: UploadedPicture;
}

/** clientLogosIn gives the client logos in one language, for a loader; an
 * uploaded logo not ready yet waits for the next publish. */
export function clientLogosIn(lang: Language): ClientLogoText[] {
  return siteContent().clientLogos.flatMap((c) => {
    if (typeof c.logo === "string") return [{ id: c.id, logo: c.logo, name: c.name[lang] }];
    const picture = uploadedPictureIn(c.logo, lang);
    return picture ? [{ id: c.id, logo: picture.src, name: c.name[lang], picture }] : [];
  });
}

/** IndustryText is an industry's name in one language. */
export interface IndustryText {
  id: IndustryId;
  name: string;
}

/** industriesIn gives the industries in one language, for a loader. */
export function industriesIn(lang: Language): IndustryText[] {
  return siteContent().industries.map((i) => ({ id: i.id, name: i.name[lang] }));
}
