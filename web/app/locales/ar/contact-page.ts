import type { contactPage as enContactPage } from "../en/contact-page";
import type { Shape } from "../messages";

export const contactPage: Shape<typeof enContactPage> = {
  whatsapp: {
    title: "محادثة واتساب",
    text: "أسرع طريقة للتواصل معنا: أرسل رسالة وتحدّث مباشرة مع فريقنا.",
  },
  email: {
    title: "البريد الإلكتروني",
    text: "أرسل إلينا فكرتك أو مستنداتك أو أسئلتك، ونردّ على كل رسالة.",
  },
  phone: {
    title: "الهاتف",
    text: "تفضّل الحديث مباشرة؟ اتصل بنا خلال أوقات العمل.",
  },
  meeting: {
    title: "اجتماع بموعد مسبق",
    text: "احجز مكالمة فيديو أو مكالمة هاتفية مجانية مع فريقنا في الوقت الذي يناسبك.",
    action: "اختر موعدًا",
  },
};
