import { formatDateTime } from "~/features/admin-core/format";
import { fill, useTexts } from "~/features/admin-core/texts";
import { Section } from "~/features/admin-core/ui";
import type { Change } from "./types";

/** LeadHistory: every change to the request, who made it and when. */
export function LeadHistory({ history }: { history: Change[] }) {
  const { t, lang } = useTexts();
  const statusName = (s: string) => (t.statuses as Record<string, string>)[s] ?? s;
  return (
    <Section title={t.lead.history}>
      {history.length === 0 ? (
        <p className="text-sm text-ink-700">{t.lead.noHistory}</p>
      ) : (
        <ol className="space-y-2 border-s-2 border-ink-100 ps-4 text-sm">
          {history.map((h, i) => (
            <li key={i}>
              <span className="font-semibold">{h.actor?.name ?? t.lead.theSite}</span>{" "}
              {fill(t.lead.historyActions[h.action] ?? h.action, {
                from: h.action === "status" ? statusName(h.from) : h.from,
                to: h.action === "status" ? statusName(h.to) : h.to || t.inbox.unassigned,
              })}
              {h.detail && <span className="text-ink-700"> — {h.detail}</span>}
              <span className="block text-xs text-ink-700">
                <time dateTime={h.at}>{formatDateTime(lang, h.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
