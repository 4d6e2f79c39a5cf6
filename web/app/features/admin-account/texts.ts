import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** Two-factor setup on the phone that holds the authenticator, in the back
 * office's languages. */
const en = {
  onThisPhone: "Setting up on this phone?",
  addToApp: "Add to authenticator app",
  addToAppHint: "Opens your authenticator app with this account, ready to save. Then come back here for the code.",
  orScan: "On a computer? Scan this code with the authenticator app on your phone:",
  keyLabel: "Or type this key into the app:",
  copyKey: "Copy key",
  copyCodes: "Copy codes",
  download: "Download (.txt)",
  wrongCode: "This code is not right. Check that your phone sets its clock automatically, then type the 6 digits the app shows now (a new code comes every 30 seconds).",
  fileTitle: "Recovery codes for the {site} back office ({email})",
  fileIntro: "Each code signs you in once if you lose your authenticator app. Keep this file away from your phone.",
};

type AccountTexts = typeof en;

const ar: AccountTexts = {
  onThisPhone: "هل تُعِدّه على هذا الهاتف؟",
  addToApp: "الإضافة إلى تطبيق المصادقة",
  addToAppHint: "يفتح تطبيق المصادقة وفيه هذا الحساب جاهزًا للحفظ. ثم عُد إلى هنا لإدخال الرمز.",
  orScan: "على حاسوب؟ امسح هذا الرمز بتطبيق المصادقة على هاتفك:",
  keyLabel: "أو اكتب هذا المفتاح في التطبيق:",
  copyKey: "نسخ المفتاح",
  copyCodes: "نسخ الرموز",
  download: "تنزيل (‎.txt)",
  wrongCode: "هذا الرمز غير صحيح. تأكد من أن ساعة هاتفك تُضبط تلقائيًا، ثم اكتب الأرقام الستة التي يعرضها التطبيق الآن (يتجدد الرمز كل 30 ثانية).",
  fileTitle: "رموز الاسترداد للوحة إدارة {site} ‏({email})",
  fileIntro: "كل رمز يتيح لك الدخول مرة واحدة إن فقدت تطبيق المصادقة. احفظ هذا الملف بعيدًا عن هاتفك.",
};

const fr: AccountTexts = {
  onThisPhone: "Vous configurez sur ce téléphone ?",
  addToApp: "Ajouter à l’application d’authentification",
  addToAppHint: "Ouvre votre application d’authentification avec ce compte, prêt à être enregistré. Revenez ensuite ici pour saisir le code.",
  orScan: "Sur un ordinateur ? Scannez ce code avec l’application d’authentification de votre téléphone :",
  keyLabel: "Ou saisissez cette clé dans l’application :",
  copyKey: "Copier la clé",
  copyCodes: "Copier les codes",
  download: "Télécharger (.txt)",
  wrongCode: "Ce code n’est pas le bon. Vérifiez que l’heure de votre téléphone se règle automatiquement, puis saisissez les 6 chiffres que l’application affiche maintenant (un nouveau code toutes les 30 secondes).",
  fileTitle: "Codes de secours de l’espace d’administration de {site} ({email})",
  fileIntro: "Chaque code vous connecte une fois si vous perdez votre application d’authentification. Conservez ce fichier loin de votre téléphone.",
};

const tr: AccountTexts = {
  onThisPhone: "Bu telefonda mı kuruyorsunuz?",
  addToApp: "Doğrulama uygulamasına ekle",
  addToAppHint: "Doğrulama uygulamanızı bu hesap kaydedilmeye hazır şekilde açar. Ardından kodu girmek için buraya dönün.",
  orScan: "Bilgisayarda mısınız? Bu kodu telefonunuzdaki doğrulama uygulamasıyla tarayın:",
  keyLabel: "Ya da bu anahtarı uygulamaya yazın:",
  copyKey: "Anahtarı kopyala",
  copyCodes: "Kodları kopyala",
  download: "İndir (.txt)",
  wrongCode: "Bu kod doğru değil. Telefonunuzun saatinin otomatik ayarlandığından emin olun, ardından uygulamanın şu anda gösterdiği 6 haneyi yazın (her 30 saniyede yeni bir kod gelir).",
  fileTitle: "{site} yönetim paneli kurtarma kodları ({email})",
  fileIntro: "Doğrulama uygulamanızı kaybederseniz her kodla bir kez giriş yapabilirsiniz. Bu dosyayı telefonunuzdan uzak tutun.",
};

/** Every back-office language's texts (a missing one fails `tsc`). */
export const accountTexts: Record<AdminLanguage, AccountTexts> = { en, ar, fr, tr };

/** useAccountTexts: this feature's texts in the user's back-office language. */
export function useAccountTexts(): AccountTexts {
  return accountTexts[useTexts().lang];
}

/** groupKey writes a setup key in groups of four, as apps show them. */
export function groupKey(secret: string): string {
  return secret.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** recoveryFile is the text of the downloaded recovery codes, one a line. */
export function recoveryFile(t: AccountTexts, site: string, email: string, codes: string[]): string {
  return [t.fileTitle.replace("{site}", site).replace("{email}", email), t.fileIntro, "", ...codes, ""].join("\n");
}
