import { formatDateTime, formatNumber, labelled, languageName } from "~/features/admin-core/format";
import { useTexts } from "~/features/admin-core/texts";
import { Details, Section } from "~/features/admin-core/ui";
import analyticsWords from "../../../../internal/analytics/words.json";
import type { Lead } from "./types";

/** LeadVisit: where the request came from — the visit of the same visitor
 * that day, linked by the server without cookies — and, for a WhatsApp
 * chat, its reference. */
export function LeadVisit({ lead }: { lead: Lead }) {
  const { t, lang } = useTexts();
  const v = lead.visit;
  const devices: Record<string, string> = analyticsWords[lang].devices;
  const none = <span className="text-ink-400">{t.lead.none}</span>;
  const ltr = (text: string) => (text ? <bdi dir="ltr">{text}</bdi> : none);
  const rows: [string, React.ReactNode][] = v
    ? [
        [t.visit.landingPage, ltr(v.landingPage)],
        [t.visit.source, v.referrerHost || v.utmSource ? ltr(v.referrerHost || v.utmSource) : t.visit.direct],
        [t.visit.campaign, v.utmCampaign || v.utmMedium ? <bdi dir="auto">{[v.utmSource, v.utmMedium, v.utmCampaign].filter(Boolean).join(" / ")}</bdi> : none],
        [t.visit.language, languageName(lang, v.lang) || "—"],
        [t.visit.variant, (t.variants as Record<string, string>)[v.variant] ?? v.variant],
        [t.visit.device, [devices[v.device] ?? v.device, v.browser].filter(Boolean).join(" · ") || "—"],
        [t.visit.pagesViewed, formatNumber(lang, v.pagesViewed)],
        [t.visit.firstSeen, <time dateTime={v.firstSeenAt}>{formatDateTime(lang, v.firstSeenAt)}</time>],
      ]
    : [];
  return (
    <Section title={t.visit.title}>
      {lead.whatsappRef && (
        <p className="mb-3 text-sm">
          {labelled(lang, t.visit.whatsappRef)}<bdi dir="ltr" className="font-mono font-semibold">Ref {lead.whatsappRef}</bdi>
        </p>
      )}
      {v ? (
        <Details rows={rows} />
      ) : (
        <p className="text-sm text-ink-500">{t.visit.none}</p>
      )}
    </Section>
  );
}
