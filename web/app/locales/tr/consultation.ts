import type { consultation as enConsultation } from "../en/consultation";
import type { Shape } from "../messages";

export const consultation: Shape<typeof enConsultation> = {
  consultation: {
    title: "Ücretsiz danışmanlığınızı planlayın",
    intro:
      "Bize fikrinizden bahsedin. Bir iş günü içinde dürüst bir değerlendirme, ilk bir plan ve net bir sonraki adımla size dönüyoruz; ücretsiz ve hiçbir yükümlülük olmadan.",
    points: {
      one: "Uygulamanızı geliştirecek ekiple doğrudan bir görüşme",
      two: "Süre ve bütçe için ilk bir tahmin",
      three: "Fikriniz gizli kalır",
    },
    whatsappPrompt: "Hemen yazışmayı mı tercih edersiniz?",
    whatsappCta: "WhatsApp'tan yazın",
    optional: "isteğe bağlı",
    fields: {
      name: { label: "Adınız" },
      email: { label: "E-posta", hint: "Size bu adresten dönüş yapacağız." },
      phone: { label: "Telefon", hint: "Ülke koduyla birlikte, örneğin +90\u00a0212\u00a0123\u00a045\u00a067." },
      company: { label: "Şirket veya kuruluş" },
      service: { label: "İlgilendiğiniz hizmet", placeholder: "Bir hizmet seçin" },
      budget: { label: "Bütçe", placeholder: "Belirtmemeyi tercih ederim" },
      contactMethod: { label: "Sizinle nasıl iletişime geçelim?" },
      meetingTime: {
        label: "Görüşme için uygun zaman",
        hint: "Size uyan gün ve saatler, saat diliminizle birlikte.",
        placeholder: "örn. hafta içi 16.00'dan sonra, İstanbul saati",
      },
      message: {
        label: "Projeniz hakkında",
        hint: "Uygulama ne yapmalı ve kimin için? En az {{min}} karakter.",
      },
      consent: {
        before: "",
        link: "Gizlilik politikasını",
        summary: "Gizlilik politikası",
        after: " ve bu talep hakkında benimle iletişime geçilmesini kabul ediyorum.",
      },
      website: { label: "Bu alanı boş bırakın" },
    },
    preset: { message: "“{{project}}” gibi bir proje istiyorum." },
    newTab: "(yeni sekmede açılır)",
    submit: "Talebimi gönder",
    sending: "Gönderiliyor…",
    summary: { title: "Lütfen şunları kontrol edin:", item: "{{label}}: {{problem}}" },
    errors: {
      fallback: "Lütfen bu alanı kontrol edin.",
      name: {
        required: "Adınızı yazın.",
        too_short: "Adınız en az {{min}} karakter olmalı.",
        too_long: "Adınız en fazla {{max}} karakter olabilir.",
        invalid: "Adınızda kabul edemediğimiz karakterler var.",
      },
      email: {
        required: "E-posta adresinizi yazın.",
        too_long: "Bu e-posta adresi çok uzun: en fazla {{max}} karakter.",
        invalid: "ad@sirket.com gibi geçerli bir e-posta adresi yazın.",
      },
      phone: { invalid: "Numarayı +90\u00a0212\u00a0123\u00a045\u00a067 gibi ülke koduyla yazın ya da alanı boş bırakın." },
      company: {
        too_long: "Şirket adı {{max}} karakterden kısa olmalı.",
        invalid: "Şirket adında kabul edemediğimiz karakterler var.",
      },
      service: { required: "İlgilendiğiniz hizmeti seçin.", unknown: "Listeden bir hizmet seçin." },
      budget: { unknown: "Listeden bir bütçe seçin." },
      contactMethod: { required: "Sizinle nasıl iletişime geçeceğimizi seçin.", unknown: "Listeden bir iletişim yolu seçin." },
      meetingTime: {
        too_long: "Uygun zaman {{max}} karakterden kısa olmalı.",
        invalid: "Uygun zaman alanında kabul edemediğimiz karakterler var.",
      },
      message: {
        required: "Bize projenizden biraz bahsedin.",
        too_short: "Biraz daha ayrıntı verin: en az {{min}} karakter.",
        too_long: "Mesajınız en fazla {{max}} karakter olabilir.",
        invalid: "Mesajınızda kabul edemediğimiz karakterler var.",
      },
      consent: { required: "Size yanıt verirken bilgilerinizi kullanabilmemiz için lütfen gizlilik politikasını kabul edin." },
    },
    failure: {
      title: "Talebiniz gönderilemedi",
      network: "Sunucumuza ulaşamadık. Bağlantınızı kontrol edip tekrar deneyin.",
      rateLimited: "Kısa sürede bağlantınızdan birkaç talep gönderildi. Lütfen bir dakika bekleyip tekrar deneyin.",
      server: "Bizim tarafımızda bir sorun oluştu. Lütfen birazdan tekrar deneyin.",
      kept: "Yazdığınız her şey formda duruyor.",
      whatsapp: "Bunun yerine WhatsApp'tan gönderin",
      whatsappGreeting: "Merhaba {{brand}}, ücretsiz bir danışmanlık almak istiyorum.",
      whatsappName: "Adım {{name}}.",
    },
    success: {
      title: "Teşekkürler, talebiniz bize ulaştı",
      text: "{{service}} ile ilgili talebinizi aldık.",
      nextTitle: "Bundan sonra ne olacak?",
      step1: "Ekibimiz talebinizi inceler ve ilk fikirleri hazırlar.",
      step2: "Bir iş günü içinde bir sonraki adımı belirlemek için seçtiğiniz yolla sizinle iletişime geçeriz: {{method}}.",
      step3: "{{email}} adresine bir onay e-postası gönderildi. Göremezseniz istenmeyen e-posta klasörünüze bakın.",
      again: "Yeni bir talep gönderin",
    },
  },
};
