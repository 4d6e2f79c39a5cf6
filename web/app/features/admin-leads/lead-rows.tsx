import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatAgo, formatDateTime, languageName } from "~/features/admin-core/format";
import { choiceLabel, options } from "~/features/admin-core/site";
import { useTexts } from "~/features/admin-core/texts";
import { MeetingChip } from "./meeting-chip";
import { StatusBadge, WaitingBadge } from "./status-badge";
import type { LeadSummary } from "./types";

/** useNow is the current time, updated every minute, for "3 hours ago"
 * labels (the back office is client-rendered: nothing to hydrate). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** LeadRows: one row per request, dense on a wide screen and stacked on a
 * phone; the name is the link, so each row is one stop for the keyboard. */
export function LeadRows({ leads, spam, empty }: { leads: LeadSummary[]; spam: boolean; empty: string }) {
  const { t, lang } = useTexts();
  const now = useNow();
  if (leads.length === 0) return <p className="rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center text-ink-700">{empty}</p>;
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white">
      {leads.map((lead) => (
        <li key={lead.id} className={`relative grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-ink-50 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto_8rem] md:items-center ${lead.waiting ? "border-s-4 border-s-warn-700 bg-warn-50/60" : "border-s-4 border-s-transparent"}`}>
          <div className="min-w-0">
            <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-ink-900 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-cyan-400 focus-visible:after:-outline-offset-3">
              {lead.name}
            </Link>
            <p className="truncate text-sm text-ink-700">
              {lead.company ? `${lead.company} · ` : ""}
              <bdi dir="ltr">{lead.email}</bdi>
            </p>
          </div>
          <p className="min-w-0 truncate text-sm text-ink-700">
            {choiceLabel(options.services, lead.service, lang)}
            <span className="text-ink-400"> · {languageName(lang, lead.language)}</span>
            {spam && lead.spamReason ? <span className="text-ink-400"> · {t.lead.spamReasons[lead.spamReason] ?? lead.spamReason}</span> : null}
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={lead.status} />
            {lead.waiting && <WaitingBadge />}
            {lead.booking && <MeetingChip meeting={lead.booking} />}
            <span className="text-xs text-ink-700 md:hidden">{lead.assignee ? `· ${lead.assignee.name}` : ""}</span>
          </div>
          <div className="text-sm text-ink-700 md:text-end">
            <time dateTime={lead.createdAt} title={formatDateTime(lang, lead.createdAt)}>
              {formatAgo(lang, lead.createdAt, now)}
            </time>
            <p className="hidden truncate text-xs md:block">{lead.assignee?.name ?? t.inbox.unassigned}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
