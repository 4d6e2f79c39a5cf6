import { fill, useTexts, type AdminLanguage } from "~/features/admin-core/texts";
import type { Filters } from "./filters";

/** What an empty list says, in the back office's languages: nothing yet,
 * nothing with this status, or nothing that passes the filters, in the
 * inbox or the spam folder. */
const en = {
  inbox: "No request yet. Requests sent from the site’s form, and WhatsApp chats added from a reference, arrive here.",
  spam: "The spam folder is empty: no request was judged as spam.",
  status: "No request is “{status}”.",
  spamStatus: "No spam request is “{status}”.",
  filtered: "No request matches these filters.",
  spamFiltered: "No spam request matches these filters.",
};

type EmptyTexts = typeof en;

const ar: EmptyTexts = {
  inbox: "لا طلبات بعد. تصل إلى هنا الطلبات المرسلة من نموذج الموقع، ومحادثات واتساب المضافة من مرجع.",
  spam: "مجلد الرسائل المزعجة فارغ: لم يُصنَّف أي طلب رسالةً مزعجة.",
  status: "لا يوجد طلب بحالة «{status}».",
  spamStatus: "لا يوجد طلب مزعج بحالة «{status}».",
  filtered: "لا يوجد طلب يطابق عوامل التصفية هذه.",
  spamFiltered: "لا يوجد طلب مزعج يطابق عوامل التصفية هذه.",
};

const fr: EmptyTexts = {
  inbox: "Aucune demande pour l’instant. Les demandes envoyées par le formulaire du site, et les conversations WhatsApp ajoutées depuis une référence, arrivent ici.",
  spam: "Le dossier spam est vide\u00a0: aucune demande n’a été jugée indésirable.",
  status: "Aucune demande au statut «\u00a0{status}\u00a0».",
  spamStatus: "Aucune demande en spam au statut «\u00a0{status}\u00a0».",
  filtered: "Aucune demande ne correspond à ces filtres.",
  spamFiltered: "Aucune demande en spam ne correspond à ces filtres.",
};

const tr: EmptyTexts = {
  inbox: "Henüz talep yok. Sitedeki formdan gönderilen talepler ve bir referanstan eklenen WhatsApp sohbetleri buraya gelir.",
  spam: "Spam klasörü boş: hiçbir talep spam sayılmadı.",
  status: "“{status}” durumunda talep yok.",
  spamStatus: "“{status}” durumunda spam talep yok.",
  filtered: "Bu filtrelere uyan talep yok.",
  spamFiltered: "Bu filtrelere uyan spam talep yok.",
};

export const emptyTexts: Record<AdminLanguage, EmptyTexts> = { en, ar, fr, tr };

const narrowing = ["service", "budget", "language", "variant", "assignee", "source", "campaign", "from", "to", "q"] as const;

/** emptyText says why the list is empty, for the filters in the URL. */
export function emptyText(lang: AdminLanguage, statusLabel: (status: string) => string, filters: Filters, spam: boolean): string {
  const e = emptyTexts[lang];
  if (narrowing.some((k) => filters[k] !== "")) return spam ? e.spamFiltered : e.filtered;
  if (filters.status) return fill(spam ? e.spamStatus : e.status, { status: statusLabel(filters.status) });
  return spam ? e.spam : e.inbox;
}

export function useEmptyText(filters: Filters, spam: boolean): string {
  const { t, lang } = useTexts();
  return emptyText(lang, (s) => (t.statuses as Record<string, string>)[s] ?? s, filters, spam);
}
