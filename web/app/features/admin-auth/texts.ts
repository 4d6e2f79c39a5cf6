import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** The sign-in screens' own texts (a forgotten password, the reset link's
 * page, what a refused sign-in says at each step), in the back office's
 * languages. */
const en = {
  forgot: "Forgot your password?",
  forgotMember: "Ask an owner of your team to send you a password reset link: they find it next to your name on the Team page. The link works once.",
  forgotOwner: "The only owner? Whoever runs the server sets a new password with this command (it asks for the password, then ends your sessions):",
  wrongPassword: "The e-mail or password is not right.",
  wrongCode: "This code is not right. Check that your phone sets its clock automatically, then type the 6 digits the app shows now.",
  wrongRecovery: "This recovery code is not right, or it was already used.",
  resetTitle: "Choose a new password",
  resetIntro: "For {name} ({email}). Once it is saved, you are signed out everywhere: sign in again with the new password.",
  resetSave: "Save the new password",
  resetDone: "Your new password is saved. Sign in with it.",
  goSignIn: "Go to sign-in",
};

type AuthTexts = typeof en;

const ar: AuthTexts = {
  forgot: "نسيت كلمة المرور؟",
  forgotMember: "اطلب من أحد مالكي فريقك أن يرسل إليك رابطًا لإعادة تعيين كلمة المرور: يجده بجانب اسمك في صفحة الفريق. يعمل الرابط مرة واحدة.",
  forgotOwner: "أنت المالك الوحيد؟ يضبط المسؤول عن الخادم كلمة مرور جديدة بهذا الأمر (يطلب كلمة المرور، ثم ينهي جلساتك):",
  wrongPassword: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  wrongCode: "هذا الرمز غير صحيح. تأكد من أن ساعة هاتفك تُضبط تلقائيًا، ثم اكتب الأرقام الستة التي يعرضها التطبيق الآن.",
  wrongRecovery: "رمز الاسترداد هذا غير صحيح، أو سبق استخدامه.",
  resetTitle: "اختر كلمة مرور جديدة",
  resetIntro: "لحساب {name} ‏({email}). بعد حفظها يُسجَّل خروجك من كل الأجهزة: سجّل الدخول من جديد بكلمة المرور الجديدة.",
  resetSave: "حفظ كلمة المرور الجديدة",
  resetDone: "حُفظت كلمة مرورك الجديدة. سجّل الدخول بها.",
  goSignIn: "الذهاب إلى تسجيل الدخول",
};

const fr: AuthTexts = {
  forgot: "Mot de passe oublié ?",
  forgotMember: "Demandez à un propriétaire de votre équipe de vous envoyer un lien de réinitialisation : il le trouve à côté de votre nom sur la page Équipe. Le lien ne sert qu’une fois.",
  forgotOwner: "Seul propriétaire ? La personne qui gère le serveur définit un nouveau mot de passe avec cette commande (elle demande le mot de passe, puis ferme vos sessions) :",
  wrongPassword: "L’e-mail ou le mot de passe est incorrect.",
  wrongCode: "Ce code n’est pas le bon. Vérifiez que l’heure de votre téléphone se règle automatiquement, puis saisissez les 6 chiffres que l’application affiche maintenant.",
  wrongRecovery: "Ce code de secours est incorrect, ou il a déjà servi.",
  resetTitle: "Choisissez un nouveau mot de passe",
  resetIntro: "Pour {name} ({email}). Une fois enregistré, vous êtes déconnecté partout : reconnectez-vous avec le nouveau mot de passe.",
  resetSave: "Enregistrer le nouveau mot de passe",
  resetDone: "Votre nouveau mot de passe est enregistré. Connectez-vous avec.",
  goSignIn: "Aller à la connexion",
};

const tr: AuthTexts = {
  forgot: "Şifrenizi mi unuttunuz?",
  forgotMember: "Ekibinizin sahiplerinden birinden size şifre sıfırlama bağlantısı göndermesini isteyin: bağlantıyı Ekip sayfasında adınızın yanında bulur. Bağlantı bir kez çalışır.",
  forgotOwner: "Tek sahip siz misiniz? Sunucuyu yöneten kişi bu komutla yeni bir şifre belirler (şifreyi sorar, ardından oturumlarınızı kapatır):",
  wrongPassword: "E-posta ya da şifre hatalı.",
  wrongCode: "Bu kod doğru değil. Telefonunuzun saatinin otomatik ayarlandığından emin olun, ardından uygulamanın şu anda gösterdiği 6 haneyi yazın.",
  wrongRecovery: "Bu kurtarma kodu hatalı ya da daha önce kullanılmış.",
  resetTitle: "Yeni şifrenizi belirleyin",
  resetIntro: "{name} ({email}) için. Kaydettiğinizde her yerde oturumunuz kapanır: yeni şifrenizle tekrar giriş yapın.",
  resetSave: "Yeni şifreyi kaydet",
  resetDone: "Yeni şifreniz kaydedildi. Bu şifreyle giriş yapın.",
  goSignIn: "Giriş sayfasına git",
};

/** Every back-office language's texts (a missing one fails `tsc`). */
export const authTexts: Record<AdminLanguage, AuthTexts> = { en, ar, fr, tr };

/** useAuthTexts: this feature's texts in the page's back-office language. */
export function useAuthTexts(): AuthTexts {
  return authTexts[useTexts().lang];
}
