import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  title: "Nuqta Studio hakkında",
  lead: "Şirketler, kurumlar ve yardım kuruluşları için çalışan bir uygulama stüdyosuyuz. İlk projemizden beri iyi bir uygulamanın dinlemekle başladığına ve yayın gününün yalnızca bir başlangıç olduğuna inanıyoruz.",
  howEyebrow: "Nasıl çalışıyoruz",
  howTitle: "Fikirden yayına beş net adım",
  howLead: "Ne üzerinde çalıştığımızı, sırada ne olduğunu ve ne zaman göreceğinizi her zaman bilirsiniz.",
  steps: {
    analysis: {
      title: "Fikir analizi",
      text: "Hedeflerinizi, kullanıcılarınızı ve pazarınızı inceliyor, ilk sürüm için en önemli özelliklere birlikte karar veriyoruz.",
    },
    design: {
      title: "Tasarım",
      text: "Tek satır kod yazılmadan önce telefonunuzda deneyebileceğiniz taslaklar ve tıklanabilir bir prototip.",
    },
    development: {
      title: "Geliştirme",
      text: "Kısa döngülerle çalışıyor, her hafta çalışan bir sürüm paylaşıyoruz; ilerlemeyi izleyip geri bildirim verebilirsiniz.",
    },
    testing: {
      title: "Test",
      text: "Gerçek cihazlarda performans, güvenlik ve erişilebilirlik için otomatik ve manuel testler.",
    },
    delivery: {
      title: "Teslim",
      text: "Uygulamanızı mağazalarda yayınlıyor, size ait her şeyi teslim ediyor ve destek ile güncellemeler için yanınızda kalıyoruz.",
    },
  },
  stepLabel: "Adım {{number}}",
};
