import type { legal as enLegal } from "../en/legal";
import type { Shape } from "../messages";

export const legal: Shape<typeof enLegal> = {
  updated: "Son güncelleme: {{date}}",
  questions: "Bu sayfayla ilgili bir sorunuz mu var? Bize yazın:",
  privacy: {
    intro:
      "Bu politika, bu web sitesinin hangi bilgileri neden topladığını, ne kadar süre sakladığımızı ve bizden neler talep edebileceğinizi açıklar. Kısacası: olabildiğince az veri topluyoruz, çerez ve üçüncü taraf izleyici kullanmıyoruz ve verilerinizi asla satmıyoruz.",
    sections: {
      collection: {
        title: "1. Topladığımız veriler",
        paragraphs: [
          "Bir danışmanlık talebi gönderdiğinizde formda yazdıklarınızı alırız: adınız, e-posta adresiniz, telefon numaranız (verirseniz), şirketiniz, ilgilendiğiniz hizmet, tercih ettiğiniz iletişim yolu ve mesajınız; ayrıca talebi gönderdiğiniz sayfa ve dil.",
          "Ziyaretleri saymak için site, hangi sayfaların görüntülendiğini, düğmelerimizden hangilerine tıklandığını, sayfaların ne kadar kaydırıldığını ve ana sayfanın hangi bölümlerinin görüldüğünü kaydeder; bunlarla birlikte sayfanın dilini, tarayıcınızın tercih ettiği dili, cihaz türünü (mobil, tablet veya masaüstü), bir ekran boyutu sınıfını (küçükten çok büyüğe), tarayıcı ailesini, geldiğiniz siteyi (yalnızca adını) ve varsa izlediğiniz bağlantıda adı geçen kampanyayı (utm_source, utm_medium ve utm_campaign etiketleri) kaydeder. Bunun için çerez kullanmaz ve cihazınızda hiçbir şey saklamaz.",
          "IP adresiniz ve tarayıcınızın kimliği (User-Agent) yalnızca ziyaret anında, gizli ve rastgele bir değerle her gün değişen anonim bir ziyaretçi kodu hesaplamak için kullanılır; IP adresi de User-Agent de asla saklanmaz ve sunucumuzun erişim kayıtları IP adresi tutmaz.",
          "Bir danışmanlık talebi gönderdiğinizde talep, o gün geldiği ziyaretle ilişkilendirilir: ilk girdiğiniz sayfa, geldiğiniz site, kampanya, sitenin dili ve sürümü, formdan önce görüntülediğiniz sayfa sayısı ve o gün ilk sayfayı görüntülediğiniz saat. Bu ilişki çerez kullanılmadan, istatistiklerle aynı günlük ziyaretçi kodundan kurulur ve talebinizle birlikte saklanır.",
          "Sitedeki her WhatsApp bağlantısı, hazır mesaja kısa bir referans ekler; örneğin “Ref K7Q3”. Bu referans, görüntülediğiniz sayfa için rastgele üretilir, yalnızca o sayfanın belleğinde tutulur (asla bir çerezde veya cihazınızda değil) ve tıklamayla birlikte sayfa, sayfanın dili ve sürümü ve ziyaretin nereden geldiği bilgisiyle kaydedilir; böylece bir sohbetin hangi sayfadan başladığını anlayabiliriz. Mesajı göndermeden önce referansı silebilirsiniz.",
        ],
      },
      usage: {
        title: "2. Verileri nasıl kullanıyoruz",
        paragraphs: [
          "Danışmanlık talebinizi yalnızca yanıtlamak için kullanırız: kaydeder, ekibimize e-postayla iletir ve size alındığını doğrulayan tek bir e-posta göndeririz. Sizi hiçbir e-posta listesine eklemeyiz.",
          "Ziyaret istatistiklerini yalnızca toplu olarak, hangi sayfaların faydalı olduğunu anlamak ve siteyi geliştirmek için kullanırız. Günlük ziyaretçi kodu günler arasında, bizim tarafımızdan bile, ilişkilendirilemez ve ham ziyaret kayıtları 400 gün sonra silinir. Bir talebe bağlanan ziyaret ve bir WhatsApp referansının arkasındaki tıklama, hangi sayfaların, dillerin ve kampanyaların bize müşteri getirdiğini gösterir; ziyaret taleple birlikte saklanır ve taleple birlikte silinir.",
        ],
      },
      sharing: {
        title: "3. Paylaşım",
        paragraphs: [
          "Verilerinizi satmayız, kiralamayız ve reklamcılarla paylaşmayız. Site başka sitelerden hiçbir şey yüklemez: üçüncü taraf yazı tipi, betik veya izleyici yoktur.",
          "WhatsApp, e-posta programınız ve telefonunuz, düğmelerimizden açmayı sizin seçtiğiniz harici hizmetlerdir; bunlar üzerinden gönderdikleriniz kendi gizlilik politikalarına tabidir. Talebinizle ilgili e-postaları e-posta sağlayıcımız iletir.",
        ],
      },
      protection: {
        title: "4. Verileri nasıl koruyoruz",
        paragraphs: [
          "Site yalnızca şifreli bağlantılar (HTTPS) üzerinden sunulur. Talepler ve istatistikler kendi veritabanımızda tutulur ve yalnızca ekibimiz erişebilir.",
          "Danışmanlık taleplerini yanıtlamak ve bir projeyi takip etmek için gerektiği sürece saklar, talep üzerine sileriz.",
        ],
      },
      rights: {
        title: "5. Haklarınız",
        paragraphs: [
          "Hakkınızda tuttuğumuz verilere erişmeyi, yanlışsa güncellenmesini veya silinmesini dilediğiniz zaman isteyebilirsiniz. Kullandığınız adresten {{email}} adresine yazın; 30 gün içinde yanıt veririz.",
          "Ziyaret istatistikleri ad, adres veya kalıcı bir tanımlayıcı içermediğinden bunları bir kişi için bulamayız; anonimdirler. Talebinize bağlanan ziyaret, talebinizin bir parçasıdır: onu görebilir veya talebinizle birlikte sildirebilirsiniz.",
        ],
      },
      changes: {
        title: "6. Bu politikadaki değişiklikler",
        paragraphs: [
          "Topladıklarımızı veya kullanım şeklimizi değiştirirsek, değişiklik yürürlüğe girmeden önce bu sayfayı ve tarihini güncelleriz. En güncel sürüm her zaman burada yayımlanan sürümdür.",
        ],
      },
    },
  },
  terms: {
    intro: "Bu koşullar, bu web sitesinin ve {{brand}} hizmetlerinin kullanımını düzenler. Lütfen dikkatle okuyun: siteyi kullanarak bu koşulları kabul etmiş olursunuz.",
    sections: {
      accept: {
        title: "1. Koşulların kabulü",
        paragraphs: ["Bu siteyi ziyaret ederek veya kullanarak bu koşulları ve gizlilik politikamızı kabul edersiniz. Kabul etmiyorsanız lütfen siteyi kullanmayın."],
      },
      ownership: {
        title: "2. Mülkiyet hakları",
        paragraphs: [
          "Bu sitenin içeriği — metinler, tasarımlar, çizimler, logolar ve kod — {{brand}} veya müşterilerine aittir ve fikrî mülkiyet yasalarıyla korunur. Yazılı iznimiz olmadan kopyalanamaz, yeniden yayımlanamaz veya ticari amaçla kullanılamaz.",
          "Proje adları ve ekran görüntüleri müşterilerimizin onayıyla gösterilir ve onların mülkiyetinde kalır.",
        ],
      },
      conduct: {
        title: "3. Kullanıcı davranışı",
        paragraphs: [
          "Siteyi hukuka uygun kullanmayı; siteyi aksatmamayı, yetkisiz erişim denememeyi, otomatik veya yanıltıcı talepler göndermemeyi ve hukuka aykırı ya da başkalarının haklarını ihlal eden içerik göndermemeyi kabul edersiniz.",
        ],
      },
      termination: {
        title: "4. Hizmetin sona erdirilmesi",
        paragraphs: [
          "Özellikle kötüye kullanım durumunda veya bakım için siteye erişimi tamamen ya da kısmen dilediğimiz zaman askıya alabilir veya durdurabiliriz. Belirli bir projeye ilişkin taahhütler, o proje için imzalanan sözleşmeye tabidir.",
        ],
      },
      liability: {
        title: "5. Sorumluluğun sınırlandırılması",
        paragraphs: [
          "Bu sitedeki bilgiler genel bilgilendirme amaçlıdır ve önceden haber verilmeksizin değişebilir. Doğruluğu için özen gösteririz ancak eksiksiz veya her zaman erişilebilir olduğunu garanti etmeyiz; kullanımından doğan zararlardan yasaların izin verdiği ölçüde sorumlu değiliz.",
        ],
      },
      changes: {
        title: "6. Koşullardaki değişiklikler",
        paragraphs: [
          "Bu koşulları zaman zaman güncelleyebiliriz. Sayfanın üstündeki tarih en son sürümü gösterir; bir değişiklikten sonra siteyi kullanmaya devam etmeniz güncellenmiş koşulları kabul ettiğiniz anlamına gelir.",
        ],
      },
    },
  },
};
