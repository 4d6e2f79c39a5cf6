import { Link } from "react-router";
import { labelled } from "~/features/admin-core/format";
import { MeetingActions } from "./meeting-actions";
import { cityOf } from "~/lib/zone-cities";
import { timeRange } from "./meeting-format";
import { MeetingStatusBadge } from "./meeting-status";
import { useBookingTexts } from "./use-booking-texts";
import type { Meeting } from "~/features/admin-core/types";

/** MeetingCard: one meeting of the agenda — its time in the viewer's zone
 * (and the visitor's, when it differs), who, with whom, how, its status,
 * and what the team can do with it. */
export function MeetingCard({ meeting, zone }: { meeting: Meeting; zone: string }) {
  const { bt, lang } = useBookingTexts();
  const g = bt.agenda;
  const cancelled = meeting.status === "cancelled";
  return (
    <li className="grid gap-x-6 gap-y-3 px-4 py-4 md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <p className={`text-lg font-bold tabular-nums ${cancelled ? "text-ink-500 line-through" : ""}`}>
          <time dateTime={meeting.start}>{timeRange(lang, meeting.start, meeting.end, zone)}</time>
        </p>
        {meeting.visitorZone !== zone && (
          <p className="text-xs text-ink-700">
            {labelled(lang, g.theirTime)}
            <bdi>{timeRange(lang, meeting.start, meeting.end, meeting.visitorZone)}</bdi> · <bdi>{cityOf(lang, meeting.visitorZone)}</bdi>
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          <Link to={`/admin/leads/${encodeURIComponent(meeting.leadId)}`} className="text-ink-900 hover:underline">
            {meeting.visitorName}
          </Link>
        </p>
        <p className="truncate text-sm text-ink-700">
          {meeting.company ? `${meeting.company} · ` : ""}
          <bdi dir="ltr">{meeting.visitorEmail}</bdi>
        </p>
        <p className="text-sm text-ink-700">
          {labelled(lang, g.host)}
          {meeting.hostName} · {g.by[meeting.meetingBy] ?? meeting.meetingBy}
        </p>
      </div>
      <div className="min-w-0 space-y-2">
        <MeetingStatusBadge status={meeting.status} />
        <MeetingActions meeting={meeting} />
      </div>
    </li>
  );
}
