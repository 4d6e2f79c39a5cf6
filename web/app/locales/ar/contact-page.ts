import type { contactPage as enContactPage } from "../en/contact-page";
import type { Shape } from "../messages";

export const contactPage: Shape<typeof enContactPage> = {
  meeting: {
    action: "اختر موعدًا",
  },
};
