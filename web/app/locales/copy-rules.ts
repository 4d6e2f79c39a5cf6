import type { Language } from "~/config/site";
import { frenchTypographyProblems } from "./french-typography";

/* The copy rules of decision 0044 besides French typography
   (french-typography.ts), and copyProblems, which runs them all on one
   text: messages.test.ts checks the public texts with them,
   features/admin-core/texts/texts.test.ts the back office's. */

/** straightApostrophe: a ' outside HTML tags (English, French and Turkish write ’). */
export function straightApostrophe(text: string): boolean {
  return text.replace(/<[^>]*>/g, "").includes("'");
}

/** latinPercent: a % after a number (Arabic writes ٪). */
export function latinPercent(text: string): boolean {
  return /\d\s*%/.test(text);
}

/** One name per thing: the spellings each language settled on, and the
 * variants that must not come back. */
export const glossary: Record<Language, [RegExp, string][]> = {
  en: [
    [/\b[Ee]-mail/, "email"],
    [/Qur.an/, "Quran"],
    [/Terms and conditions/i, "Terms of use"],
    [/business day/, "working day"],
    [/\b\w+(?<!s)iz(e|es|ed|ing|ation)\b/, "British -ise spelling"],
    [/Request work now/, "Start a project like this"],
  ],
  fr: [
    [/Conditions générales/, "Conditions d’utilisation"],
    [/appel de consultation|heures d.ouverture|guide de phrases|portée de doigt|modestes/, "a French wording, not a calque"],
    [/clients recommandent|même téléphone en veille|que l.on me recontacte|Rawaa Eau/, "repassent commande, même quand le téléphone est en veille, d’être recontacté, Eaux Rawaa"],
    [/les captures et les politiques/, "la politique de confidentialité (a store listing has one)"],
  ],
  tr: [
    [/\bonline\b/i, "çevrim içi"],
    [/Bayan/, "Beyan (the Turkish spelling of the client's name)"],
    [/Şartlar ve koşullar/, "Kullanım koşulları"],
    [/\b[Dd]ini\b|\bfikri\b/, "dinî, fikrî (the circumflex that tells them from dini, fikri)"],
    [/yerel kalitede|[Ii]ndirmesi\b/, "platformuna özel yazılmış kadar akıcı, indirme (a count, not one download)"],
    [/dönüş yapalım|[Hh]emen başvurun|iş talep edin|proje sipariş edin|(çok|telefonda) sorduğu\b/, "dönüş yapıyoruz, a natural call to action, sordukları (one voice for the agency, plural for the clients)"],
  ],
  ar: [
    [/(^|[^ا])ستوديو/, "استوديو"],
    [/آبل|جوجل|غوغل|آب ستور|أندرويد/, "App Store, Google Play, Android"],
    [/مزايا|مميزات/, "ميزات"],
    [/الشروط والأحكام/, "شروط الاستخدام"],
    [/استوديو نقطة ت|اطلب العمل الآن/, "استوديو نقطة يصمّم (the studio is masculine), ابدأ مشروعًا مثل هذا"],
    [/تم الفوز|خسارة|خسرنا|تحديد كرسالة مزعجة|جعله (مالكًا|عضوًا)|العرض كجدول|بصمة مشفّرة|عند طلبهم التالي/, "the back office's plain words: تم التعاقد، لم يتم التعاقد، نقل إلى الرسائل المزعجة، منح دور المالك، عرض في جدول، بصمة رقمية بمفتاح سري، عند دخولهم التالي"],
    [/مؤهَّ?ل/, "مهتم جدّيًا (a salesperson's word for a qualified request)"],
  ],
};

/** copyProblems lists every rule a text of a language breaks: French
 * typography, the apostrophe, the Arabic percent sign and the glossary. */
export function copyProblems(lang: Language, text: string): string[] {
  const out = lang === "fr" ? frenchTypographyProblems(text) : [];
  if (lang !== "ar" && straightApostrophe(text)) out.push("’, not '");
  if (lang === "ar" && latinPercent(text)) out.push("٪ after a number");
  for (const [re, want] of glossary[lang]) if (re.test(text)) out.push(`write ${want}`);
  return out;
}
