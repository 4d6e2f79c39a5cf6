import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** The audit log's words for what an entry's detail holds (its codes and
 * the server's fixed phrases), in the back office's languages. */
const en = {
  as: "{email} as {role}",
  unknownAccount: "an account that does not exist",
  otherSessionsEnded: "their other sessions ended",
  sessionEnded: "their session ended",
  passkey: "with the passkey “{name}”",
  twoFactor: { true: "two-factor sign-in required for everyone", false: "two-factor sign-in no longer required" } as Record<string, string>,
  timeZone: "site time zone: {zone}",
  exportAll: "all requests",
  exportSpam: "the spam folder",
  search: "search “{q}”",
  from: "from {day}",
  to: "to {day}",
  hidden: "hidden from the site",
  shown: "shown on the site again",
};

export type AuditTexts = typeof en;

const ar: AuditTexts = {
  as: "{email} بدور {role}",
  unknownAccount: "حساب غير موجود",
  otherSessionsEnded: "أُنهيت جلساته الأخرى",
  sessionEnded: "أُنهيت جلسته",
  passkey: "بمفتاح المرور «{name}»",
  twoFactor: { true: "التحقق بخطوتين مطلوب من الجميع", false: "لم يعد التحقق بخطوتين مطلوبًا" },
  timeZone: "المنطقة الزمنية للموقع: {zone}",
  exportAll: "كل الطلبات",
  exportSpam: "مجلد الرسائل المزعجة",
  search: "البحث عن «{q}»",
  from: "من {day}",
  to: "إلى {day}",
  hidden: "أُخفي من الموقع",
  shown: "أُعيد إظهاره في الموقع",
};

const fr: AuditTexts = {
  as: "{email} en tant que {role}",
  unknownAccount: "un compte qui n’existe pas",
  otherSessionsEnded: "ses autres sessions ont été fermées",
  sessionEnded: "sa session a été fermée",
  passkey: "avec la clé d’accès «\u00a0{name}\u00a0»",
  twoFactor: { true: "double authentification exigée pour tous", false: "double authentification plus exigée" },
  timeZone: "fuseau horaire du site\u00a0: {zone}",
  exportAll: "toutes les demandes",
  exportSpam: "le dossier spam",
  search: "recherche «\u00a0{q}\u00a0»",
  from: "du {day}",
  to: "au {day}",
  hidden: "masqué sur le site",
  shown: "de nouveau affiché sur le site",
};

const tr: AuditTexts = {
  as: "{email} ({role})",
  unknownAccount: "var olmayan bir hesap",
  otherSessionsEnded: "diğer oturumları kapatıldı",
  sessionEnded: "oturumu kapatıldı",
  passkey: "“{name}” geçiş anahtarıyla",
  twoFactor: { true: "herkes için iki adımlı doğrulama zorunlu", false: "iki adımlı doğrulama artık zorunlu değil" },
  timeZone: "site saat dilimi: {zone}",
  exportAll: "tüm talepler",
  exportSpam: "spam klasörü",
  search: "“{q}” araması",
  from: "başlangıç: {day}",
  to: "bitiş: {day}",
  hidden: "sitede gizlendi",
  shown: "sitede yeniden gösterildi",
};

/** Every back-office language's texts (a missing one fails `tsc`). */
export const auditTexts: Record<AdminLanguage, AuditTexts> = { en, ar, fr, tr };

export function useAuditTexts(): AuditTexts {
  return auditTexts[useTexts().lang];
}
