import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAgo } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import type { User } from "~/features/admin-core/types";
import { LeadSpamAndErasure } from "./lead-danger";
import { LeadDetails } from "./lead-details";
import { LeadVisit } from "./lead-visit";
import { LeadHistory } from "./lead-history";
import { LeadMails } from "./lead-mails";
import { LeadNotes } from "./lead-notes";
import { LeadReply } from "./lead-reply";
import { LeadWorkflow } from "./lead-workflow";
import { useNow } from "./lead-rows";
import { StatusBadge, WaitingBadge } from "./status-badge";
import type { LeadPage as Data } from "./types";

/** LeadPage: one request, everything about it, and what to do next;
 * `meeting` is the call the visitor booked, shown first beside the request
 * (the route gives it: the meetings are another feature's). */
export function LeadPage({ data, meeting }: { data: Data & { users: User[] }; meeting?: ReactNode }) {
  const { t, lang } = useTexts();
  const me = useMe();
  const now = useNow();
  const { lead } = data;
  usePageTitle(lead.name);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Link to={lead.spam ? "/admin/spam" : "/admin/leads"} className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-600 hover:underline">
        <span aria-hidden="true" className="me-1 rtl:-scale-x-100">
          ←
        </span>
        {t.lead.back}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 break-words text-2xl font-bold">{lead.name}</h1>
        <StatusBadge status={lead.status} />
        {lead.waiting && <WaitingBadge />}
        <p className="w-full text-sm text-ink-700">
          {t.lead.received.replace("{when}", formatAgo(lang, lead.createdAt, now))}
          {lead.company ? ` · ${lead.company}` : ""}
        </p>
      </div>
      {/* Two columns on a laptop; on a phone one, with answering and the
          status right after the request (the columns dissolve, and order
          places their sections). */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents lg:block lg:space-y-5">
          <LeadDetails lead={lead} />
          <div className="order-3">
            <LeadVisit lead={lead} />
          </div>
          <div className="order-3">
            <LeadNotes leadId={lead.id} notes={data.notes} />
          </div>
          <div className="order-4">
            <LeadHistory history={data.history} />
          </div>
        </div>
        <div className="contents lg:block lg:space-y-5">
          {meeting && <div className="order-1">{meeting}</div>}
          <div className="order-1">
            <LeadReply lead={lead} sender={me.name} />
          </div>
          <div className="order-2">
            <LeadWorkflow lead={lead} users={data.users} />
          </div>
          <div className="order-5">
            <LeadMails leadId={lead.id} mails={data.mails} />
          </div>
          <div className="order-6">
            <LeadSpamAndErasure lead={lead} />
          </div>
        </div>
      </div>
    </div>
  );
}
