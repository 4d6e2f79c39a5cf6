import type { contactPage as enContactPage } from "../en/contact-page";
import type { Shape } from "../messages";

export const contactPage: Shape<typeof enContactPage> = {
  whatsapp: {
    title: "WhatsApp sohbeti",
    text: "Bize ulaşmanın en hızlı yolu: bir mesaj gönderin ve ekibimizle doğrudan yazışın.",
  },
  email: {
    title: "E-posta",
    text: "Fikrinizi, belgelerinizi veya sorularınızı gönderin; her e-postayı yanıtlıyoruz.",
  },
  phone: {
    title: "Telefon",
    text: "Konuşmayı mı tercih edersiniz? Çalışma saatlerinde bizi arayın.",
  },
  meeting: {
    title: "Planlı görüşme",
    text: "Ekibimizle size uygun bir zamanda ücretsiz görüntülü veya telefonla görüşme ayarlayın.",
    action: "Saat seçin",
  },
};
