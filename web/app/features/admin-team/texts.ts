import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** The team screen's own texts (roles explained, password reset links), in
 * the back office's languages. */
const en = {
  roles: {
    title: "Who can do what",
    owner: "Everything an editor does, and runs the team: invites and removes people, changes roles, sends password reset links, changes the settings and reads the audit log.",
    editor: "Everything a member does, and makes the content live: publishes it now or at a set time, cancels a scheduled publish and restores an earlier version.",
    member: "Answers requests (notes, replies, spam, export), reads the analytics and manages the pictures.",
  },
  reset: {
    button: "Send a password reset link",
    sent: "A link to choose a new password was emailed to {name} ({email}). You can also give it yourself (valid {hours} hours, once):",
    notSent: "Email is not set up, so the link for {name} was not sent: copy it and give it to them yourself (valid {hours} hours, once):",
  },
};

type TeamTexts = typeof en;

const ar: TeamTexts = {
  roles: {
    title: "صلاحيات كل دور",
    owner: "كل ما يفعله المحرّر، ويدير الفريق أيضًا: يدعو الأشخاص ويزيلهم، ويغيّر الأدوار، ويرسل روابط إعادة تعيين كلمة المرور، ويعدّل الإعدادات ويطّلع على سجل النشاط.",
    editor: "كل ما يفعله العضو، ويَنشر المحتوى أيضًا: ينشره الآن أو في وقت محدد، ويلغي نشرًا مجدولًا، ويستعيد نسخة سابقة.",
    member: "يردّ على الطلبات (الملاحظات والردود والرسائل المزعجة والتصدير)، ويطّلع على التحليلات، ويدير الصور.",
  },
  reset: {
    button: "إرسال رابط لإعادة تعيين كلمة المرور",
    sent: "أُرسل إلى {name} ‏({email}) رابط لاختيار كلمة مرور جديدة. ويمكنك أيضًا أن تعطيه الرابط بنفسك (صالح {hours} ساعة، لمرة واحدة):",
    notSent: "البريد الإلكتروني غير مُعدّ، لذا لم يُرسَل الرابط إلى {name}: انسخه وأعطه إياه بنفسك (صالح {hours} ساعة، لمرة واحدة):",
  },
};

const fr: TeamTexts = {
  roles: {
    title: "Qui peut faire quoi",
    owner: "Tout ce que fait un éditeur, et la gestion de l’équipe : inviter et retirer des personnes, changer les rôles, envoyer des liens de réinitialisation du mot de passe, modifier les réglages et consulter le journal d’audit.",
    editor: "Tout ce que fait un membre, et la mise en ligne du contenu : le publier tout de suite ou à une heure choisie, annuler une publication programmée et restaurer une version antérieure.",
    member: "Répond aux demandes (notes, réponses, indésirables, export), consulte les statistiques et gère les images.",
  },
  reset: {
    button: "Envoyer un lien de réinitialisation",
    sent: "Un lien pour choisir un nouveau mot de passe a été envoyé à {name} ({email}). Vous pouvez aussi le lui transmettre vous-même (valable {hours} heures, une seule fois) :",
    notSent: "L’envoi d’e-mails n’est pas configuré : le lien pour {name} n’a pas été envoyé. Copiez-le et transmettez-le-lui vous-même (valable {hours} heures, une seule fois) :",
  },
};

const tr: TeamTexts = {
  roles: {
    title: "Kim ne yapabilir",
    owner: "Editörün yaptığı her şeyi yapar ve ekibi yönetir: kişileri davet eder ve çıkarır, rolleri değiştirir, şifre sıfırlama bağlantısı gönderir, ayarları değiştirir ve denetim kaydını görür.",
    editor: "Üyenin yaptığı her şeyi yapar ve içeriği yayına alır: hemen ya da belirlenen bir saatte yayımlar, zamanlanmış bir yayını iptal eder ve önceki bir sürümü geri yükler.",
    member: "Talepleri yanıtlar (notlar, yanıtlar, spam, dışa aktarma), analizleri görür ve görselleri yönetir.",
  },
  reset: {
    button: "Şifre sıfırlama bağlantısı gönder",
    sent: "Yeni şifre belirleme bağlantısı {name} adlı kişiye ({email}) e-postayla gönderildi. Bağlantıyı siz de iletebilirsiniz ({hours} saat geçerli, tek kullanımlık):",
    notSent: "E-posta ayarlanmadığı için {name} için bağlantı gönderilmedi: kopyalayıp kendiniz iletin ({hours} saat geçerli, tek kullanımlık):",
  },
};

/** Every back-office language's texts (a missing one fails `tsc`). */
export const teamTexts: Record<AdminLanguage, TeamTexts> = { en, ar, fr, tr };

/** useTeamTexts: this feature's texts in the user's back-office language. */
export function useTeamTexts(): { tt: TeamTexts; lang: AdminLanguage } {
  const { lang } = useTexts();
  return { tt: teamTexts[lang], lang };
}
