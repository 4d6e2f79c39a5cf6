import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import { type UploadedPicture, uploadedPictureIn } from "./uploaded-picture";
import type { Avatar, FlagCode } from "./types";

/** TestimonialText is a client's review in one language, as a page gets it. */
export interface TestimonialText {
  id: string;
  flag: FlagCode;
  avatar: Avatar;
  /** An uploaded photo, shown instead of the drawn avatar. */
  photo?: UploadedPicture;
  name: string;
  role: string;
  company: string;
  country: string;
  text: string;
}

/** testimonialsIn gives every review in one language, for a route's loader. */
export function testimonialsIn(lang: Language): TestimonialText[] {
  return siteContent().testimonials.map((t) => {
    const photo = uploadedPictureIn(t.photo, lang);
    return {
      id: t.id,
      flag: t.flag,
      avatar: { ...t.avatar },
      ...(photo && { photo }),
      name: t.name[lang],
      role: t.role[lang],
      company: t.company[lang],
      country: t.country[lang],
      text: t.text[lang],
    };
  });
}
