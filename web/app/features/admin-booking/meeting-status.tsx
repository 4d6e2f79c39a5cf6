import { useTexts } from "~/features/admin-core/texts";
import type { MeetingStatus } from "~/features/admin-core/types";

const colours: Record<MeetingStatus, string> = {
  booked: "bg-status-new/10 text-status-new ring-status-new/30",
  rescheduled: "bg-status-qualified/10 text-status-qualified ring-status-qualified/30",
  cancelled: "bg-ink-100 text-ink-700 ring-ink-300",
  held: "bg-success-50 text-success-700 ring-success-700/30",
  no_show: "bg-warn-50 text-warn-700 ring-warn-700/30",
};

/** MeetingStatusBadge: booked, rescheduled, cancelled, held or no-show. */
export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTexts();
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[status] ?? colours.cancelled}`}>
      {t.meeting.statuses[status] ?? status}
    </span>
  );
}
