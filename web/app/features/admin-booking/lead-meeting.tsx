import { labelled } from "~/features/admin-core/format";
import { useTexts } from "~/features/admin-core/texts";
import { Section } from "~/features/admin-core/ui";
import { viewerZone } from "./booking-api";
import { MeetingActions } from "./meeting-actions";
import { cityOf } from "~/lib/zone-cities";
import { whenInFull } from "./meeting-format";
import { MeetingStatusBadge } from "./meeting-status";
import { useBookingTexts } from "./use-booking-texts";
import type { Meeting } from "~/features/admin-core/types";

/** LeadMeeting: on a request's page, the call the visitor booked. */
export function LeadMeeting({ meeting }: { meeting: Meeting }) {
  const { t } = useTexts();
  return (
    <Section title={t.meeting.title}>
      <MeetingSummary meeting={meeting} zone={viewerZone()} />
    </Section>
  );
}

/** MeetingSummary: a request's meeting on its page — when, in the viewer's
 * zone, with whom and how, its status and actions. */
export function MeetingSummary({ meeting, zone }: { meeting: Meeting; zone: string }) {
  const { bt, lang } = useBookingTexts();
  const g = bt.agenda;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={meeting.start} className={`font-semibold ${meeting.status === "cancelled" ? "text-ink-500 line-through" : ""}`}>
          {whenInFull(lang, meeting.start, meeting.end, zone)}
        </time>
        <MeetingStatusBadge status={meeting.status} />
      </div>
      {meeting.visitorZone !== zone && (
        <p className="text-sm text-ink-700">
          {labelled(lang, g.theirTime)}
          <bdi>{whenInFull(lang, meeting.start, meeting.end, meeting.visitorZone)}</bdi> · <bdi>{cityOf(lang, meeting.visitorZone)}</bdi>
        </p>
      )}
      <p className="text-sm text-ink-700">
        {labelled(lang, g.host)}
        {meeting.hostName} · {g.by[meeting.meetingBy] ?? meeting.meetingBy}
      </p>
      <MeetingActions meeting={meeting} />
    </div>
  );
}
