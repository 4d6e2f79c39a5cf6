import type { faq as enFaq } from "../en/faq";
import type { Shape } from "../messages";

export const faq: Shape<typeof enFaq> = {
  eyebrow: "Sorular ve cevaplar",
  title: "Sıkça sorulan sorular",
  description: "Müşterilerimizin bizimle bir uygulamaya başlamadan önce en çok sorduğu sorular. Sorunuzu bulamadınız mı? WhatsApp’tan bize sorun.",
  question1: "Hangi hizmetleri sunuyorsunuz?",
  answer1:
    "<strong>iOS ve Android için mobil uygulamalar</strong> ve web uygulamaları tasarlayıp geliştiriyoruz: özel uygulama geliştirme, mağazalar ve e-ticaret için uygulamalar, kurumların işlerini yönetmesine yardımcı olan uygulamalar ve uygulamanızın App Store ile Google Play’de yayınlanması.",
  question2: "Nasıl uygulama talep edebilirim?",
  answer2:
    "Bize WhatsApp’tan ya da e-postayla yazın veya iletişim sayfamızdaki danışmanlık talebini doldurun. Fikrinizi birkaç satırla anlatın; sorularımız, ilk tahminimiz ve ücretsiz bir danışmanlık görüşmesi önerisiyle dönüş yapalım.",
  question3: "Kullanıcı arayüzünü de tasarlıyor musunuz?",
  answer3:
    "Evet. Tasarımcılarımız her ekranın <strong>kullanıcı deneyimini ve arayüzünü</strong> markanıza uygun şekilde hazırlar; geliştirme başlamadan önce tıklanabilir prototipleri incelersiniz.",
  question4: "Uygulama geliştirme hangi adımlardan oluşur?",
  answer4:
    "Her proje beş adımdan geçer:<ol><li><strong>Fikir analizi</strong>: hedefler, kullanıcılar ve özellikler.</li><li><strong>Tasarım</strong>: kullanıcı akışları ve arayüz.</li><li><strong>Geliştirme</strong>: uygulama, yönetim paneli ve sunucu.</li><li>Gerçek cihazlarda <strong>test</strong>.</li><li><strong>Teslim</strong>: mağazalarda yayın ve devir.</li></ol>",
  question5: "Yayından sonra teknik destek veriyor musunuz?",
  answer5:
    "Evet. Her uygulama, sorunları gidermek ve sorunsuz çalışmasını sağlamak için yayından sonra bir süre <strong>ücretsiz teknik destek</strong> alır; sonrasında güncellemeler ve yeni özellikler için bakım paketleri sunuyoruz.",
  question6: "Bir uygulama ne kadar sürede hazırlanır?",
  answer6:
    "Uygulamanın büyüklüğüne bağlıdır: <strong>basit uygulamalar 1-3 hafta</strong>, <strong>karmaşık uygulamalar 1-2 ay</strong> sürer. Başlamadan önce net kilometre taşlarıyla bir takvim alırsınız.",
  question7: "Uygulama ihtiyaçlarıma göre özelleştirilebilir mi?",
  answer7:
    "Kesinlikle. Her uygulamayı işinize göre kuruyoruz: özellikler, tasarım, diller, ödeme yöntemleri ve kullanıcı rolleri tamamen <em>size özel</em> olur ve uygulama ileride yeni özelliklerle büyüyebilir.",
  question8: "Ek hizmetler sunuyor musunuz?",
  answer8:
    "Evet, örneğin:<ul><li>Ödeme sistemleri, haritalar, ERP ve CRM ile <strong>API entegrasyonu</strong>.</li><li>Uygulamanızın kullanımına dair <strong>veri analizi</strong> ve raporlar.</li><li>Barındırma, mağaza optimizasyonu ve sürekli bakım.</li></ul>",
};
