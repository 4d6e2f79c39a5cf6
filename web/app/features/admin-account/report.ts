import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";

/** ReportPreference is GET/PUT /api/admin/me/report (docs/admin-api.md). */
export interface ReportPreference {
  enabled: boolean;
  /** 0 (Sunday) to 6 (Saturday), as Date.getDay counts. */
  weekday: number;
  hour: number;
  timeZone: string;
}

/** weekdayNames are Sunday (index 0) to Saturday in lang, as the browser names them. */
export function weekdayNames(lang: string): string[] {
  const f = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) => f.format(new Date(Date.UTC(2026, 0, 4 + day)))); // 4 January 2026 is a Sunday
}

/** hourLabel is the hour h as lang writes a time of day. */
export function hourLabel(lang: string, h: number): string {
  return new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 0, 1, h)));
}

/** zoneChoices are the browser's IANA time zones, with current first when the browser lacks it. */
export function zoneChoices(current: string): string[] {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return all.includes(current) ? all : [current, ...all];
}

const en = {
  title: "Weekly report by e-mail",
  intro: "Visits and requests of the past week against the week before, the top pages, sources and campaigns, and the requests still waiting. You also get an alert when visits jump far above normal or no request came for longer than usual.",
  enabled: "Send me the weekly report",
  weekday: "Day",
  hour: "Time",
  timeZone: "Time zone",
  saved: "Saved.",
  save: "Save",
};

type ReportTexts = typeof en;

const ar: ReportTexts = {
  title: "التقرير الأسبوعي بالبريد الإلكتروني",
  intro: "زيارات الأسبوع الماضي وطلباته مقارنةً بالأسبوع الذي قبله، وأكثر الصفحات والمصادر والحملات، والطلبات التي ما زالت تنتظر. ويصلك أيضًا تنبيه حين ترتفع الزيارات كثيرًا عن المعتاد أو حين لا يصل طلب لمدة أطول من المعتاد.",
  enabled: "أرسل إليّ التقرير الأسبوعي",
  weekday: "اليوم",
  hour: "الساعة",
  timeZone: "المنطقة الزمنية",
  saved: "تم الحفظ.",
  save: "حفظ",
};

const fr: ReportTexts = {
  title: "Rapport hebdomadaire par e-mail",
  intro: "Les visites et demandes de la semaine passée comparées à la semaine précédente, les pages, sources et campagnes principales, et les demandes qui attendent encore. Vous recevez aussi une alerte quand les visites bondissent bien au-dessus de la normale ou qu’aucune demande n’arrive depuis plus longtemps que d’habitude.",
  enabled: "M’envoyer le rapport hebdomadaire",
  weekday: "Jour",
  hour: "Heure",
  timeZone: "Fuseau horaire",
  saved: "Enregistré.",
  save: "Enregistrer",
};

const tr: ReportTexts = {
  title: "E-postayla haftalık rapor",
  intro: "Geçen haftanın ziyaretleri ve talepleri bir önceki haftayla karşılaştırmalı, en çok ziyaret edilen sayfalar, kaynaklar ve kampanyalar, hâlâ bekleyen talepler. Ziyaretler normalin çok üzerine çıktığında veya alışılandan uzun süre talep gelmediğinde de uyarı alırsınız.",
  enabled: "Haftalık raporu bana gönder",
  weekday: "Gün",
  hour: "Saat",
  timeZone: "Saat dilimi",
  saved: "Kaydedildi.",
  save: "Kaydet",
};

/** Every back-office language's texts (a missing one fails `tsc`). */
export const reportTexts: Record<AdminLanguage, ReportTexts> = { en, ar, fr, tr };

/** useReportTexts: the report control's texts in the user's back-office language. */
export function useReportTexts(): ReportTexts {
  return reportTexts[useTexts().lang];
}
