import type { projects as enProjects } from "../en/projects";
import type { Shape } from "../messages";

export const projects: Shape<typeof enProjects> = {
  section: {
    moreProjects: "Daha fazla proje",
  },
  card: {
    requestWork: "Buna benzer bir proje başlatın",
    requestWorkAbout: ": {{project}}",
  },
  filter: {
    label: "Projeleri sektöre göre filtreleyin",
    all: "Tüm sektörler",
    emptyTitle: "Bu sektörde sitede henüz bir proje yok",
    emptyText: "Bu sektör için de uygulama geliştiriyoruz. Bize projenizi anlatın; bir iş günü içinde yanıt verelim.",
    emptyButton: "Bu sektörde proje talep edin",
  },
  detail: {
    client: "Müşteri",
    need: "Müşteri ve ihtiyacı",
    challenge: "Zorluk",
    built: "Neler geliştirdik",
    results: "Sonuçlar",
    testimonial: "Müşterinin ağzından",
    quoted: "“{{quote}}”",
    gallery: "Ekranlar",
    technologies: "Teknolojiler",
    duration: "Süre",
    completionDate: "Tamamlanma tarihi",
    facts: "Proje bilgileri",
    stores: "Uygulamayı indirin",
    appStore: "App Store’dan indirin",
    googlePlay: "Google Play’den edinin",
    order: "Benzer bir proje için WhatsApp’tan yazın",
    orderMessage: "Merhaba {{brand}}, “{{project}}” projesine benzer bir proje sipariş etmek istiyorum.",
    appImageAlt: "{{project}} uygulamasının ekranları",
    navigation: "Diğer projeler",
    previous: "Önceki proje",
    next: "Sonraki proje",
    allProjects: "Tüm projeler",
  },
};
