import type { projects as enProjects } from "../en/projects";
import type { Shape } from "../messages";

export const projects: Shape<typeof enProjects> = {
  section: {
    eyebrow: "Çalışmalarımız",
    title: "En yeni projelerimiz",
    description:
      "Mağazalar, hayır kurumları, araç kiralama şirketleri ve günlük kullanıcılar için tasarlayıp geliştirdiğimiz ve yayınladığımız uygulamalar; hepsi App Store ve Google Play’de.",
    moreProjects: "Daha fazla proje",
  },
  detail: {
    overview: "Proje hakkında",
    client: "Müşteri",
    completionDate: "Tamamlanma tarihi",
    technologies: "Kullanılan teknolojiler",
    order: "Benzer bir proje sipariş edin",
    orderMessage: "Merhaba {{brand}}, “{{project}}” projesine benzer bir proje sipariş etmek istiyorum.",
    appImageAlt: "{{project}} uygulamasının ekranları",
    navigation: "Diğer projeler",
    previous: "Önceki proje",
    next: "Sonraki proje",
    allProjects: "Tüm projeler",
    ctaTitle: "Buna benzer bir fikriniz mi var?",
    ctaText: "Bize anlatın: bir iş günü içinde ücretsiz bir ilk tahminle dönüş yapalım.",
    ctaButton: "Bize ulaşın",
  },
  items: {
    p1: {
      title: "Khatwa — yürüyüş ödülleri",
      summary: "Günlük adımları puana ve iş ortağı mağazalardan ödüllere dönüştüren bir uygulama.",
      description:
        "Khatwa, telefonun sağlık verileriyle kullanıcının adımlarını sayar, bunları puana çevirir ve iş ortağı mağazalarda indirimle değiştirmeyi sağlar. Haftalık meydan okumalar, arkadaş sıralaması ve nazik hatırlatmalar kullanıcıları hareket ettirir; iş ortakları kullanımları kendi panellerinden izler.",
      client: "Khatwa Health Rewards",
      button: "Hemen talep edin",
    },
    p2: {
      title: "Sabeel — su kuyusu açma",
      summary: "Herkesin bir su kuyusu açılmasına katkı verebildiği bir bağış uygulaması.",
      description:
        "Sabeel, bağışçının bir kuyu projesi seçmesini, dilediği tutarda katkı vermesini ve sahadan gelen fotoğraf ve raporlarla sondajı adım adım izlemesini sağlar. Toplu bağışlar, makbuzlar ve düzenli bağış hatırlatmaları, vakıf için katkıyı daha kolay ve şeffaf hale getirdi.",
      client: "Sabeel Hayır Vakfı",
      button: "Hemen talep edin",
    },
    p3: {
      title: "Attar — şifalı bitkiler ve organik ürünler",
      summary: "Bitkiler, yağlar ve organik ürünler için hızlı teslimatlı bir çevrim içi mağaza.",
      description:
        "Attar mağazası yüzlerce bitkiyi, yağı ve organik ürünü kullanım alanlarının açık açıklamalarıyla sunar. Müşteriler arar ve filtreler, çevrim içi ya da kapıda öder ve siparişlerini takip eder; ekip stok, kampanya ve teslimat bölgelerini tek yerden yönetir.",
      client: "Attar Organics",
      button: "Hemen talep edin",
    },
    p4: {
      title: "Lamsa — abaya ve kadın giyim",
      summary: "Abayalar ve tesettür kadın giyimi için bir moda mağazası.",
      description:
        "Lamsa, butiğin abaya koleksiyonlarını telefona taşır: ayrıntılı beden ve kumaş bilgileri, beden rehberi, favori listeleri ve yeni koleksiyon bildirimleri. Güvenli ödeme ve sipariş takibi, mobili birkaç ay içinde mağazanın ilk satış kanalı yaptı.",
      client: "Lamsa Butik",
      button: "Hemen talep edin",
    },
    p5: {
      title: "Hidaya — İslami tebliğ",
      summary: "Birçok dilde dersler, konferanslar ve cevaplar sunan bir tebliğ uygulaması.",
      description:
        "Hidaya, merkezin derslerini, konferanslarını ve makalelerini birçok dilde bir araya getirir; sesli içerik arka planda çalmaya devam eder ve içerikler çevrim dışı kullanım için saklanır. Yeni Müslümanlar ve merak edenler sorularını sorar, merkezin hocaları uygulama içinden yanıtlar.",
      client: "Hidaya Tebliğ Merkezi",
      button: "Hemen talep edin",
    },
    p6: {
      title: "Rafiq — Müslümanın günlük yol arkadaşı",
      summary: "Her gün kullanılan 14 araç tek uygulamada: namaz vakitleri, kıble, zikirler ve daha fazlası.",
      description:
        "Rafiq, bir Müslümanın her gün kullandığı 14 aracı hafif bir uygulamada toplar: ezanla namaz vakitleri, kıble yönü, sabah ve akşam zikirleri, tesbih sayacı, hicri takvim, Kur’an-ı Kerim ve daha fazlası. İnternetsiz çalışır ve kullanıcının konumuna uyum sağlar.",
      client: "Rafiq Apps",
      button: "Hemen talep edin",
    },
    p7: {
      title: "Lisan — yapay zekâ ile çeviri",
      summary: "100’den fazla dilde metin, ses ve fotoğrafın yapay zekâ ile anında çevirisi.",
      description:
        "Lisan, yazılan metni, konuşmayı ve fotoğraflanan tabelaları yapay zekâ ile 100’den fazla dile çevirir. Canlı sohbet modu, gezginler için ifade rehberi ve çeviri geçmişi, uygulamayı seyahatte de işte de kullanışlı kılar.",
      client: "Lisan Teknoloji",
      button: "Hemen talep edin",
    },
    p8: {
      title: "Rahal Fleet — kiralama ofisi yönetimi",
      summary: "Araç kiralama ofisleri için bir yönetim uygulaması: filo, rezervasyonlar ve sözleşmeler.",
      description:
        "Rahal Fleet, bir araç kiralama ofisinin tüm işini tek uygulamada toplar: araçlar ve müsaitlikleri, rezervasyonlar, sözleşmeler, ödemeler ve bakım hatırlatmaları. Yöneticiler gelir ve kullanım raporlarını görür; çalışanlar araç teslimlerini fotoğraflarla kayda geçirir.",
      client: "Rahal Araç Kiralama",
      button: "Hemen talep edin",
    },
    p9: {
      title: "Rahal Drive — araç kiralayın",
      summary: "Müşteriler için araç kiralama uygulaması: dakikalar içinde bulun, rezerve edin, teslim alın.",
      description:
        "Rahal Drive, müşterilerin müsait araçları karşılaştırmasını, ihtiyaç duydukları tarihler için rezervasyon yapmasını, çevrim içi ödeme yapmasını ve aracı dijital sözleşmeyle teslim almasını sağlar. Bildirimler teslim alma ve iade saatlerini hatırlatır; destek ekibi bir dokunuş uzağınızda.",
      client: "Rahal Araç Kiralama",
      button: "Hemen talep edin",
    },
  },
};
