import { useTexts } from "~/features/admin-core/texts";
import type { MeetingStatus } from "~/features/admin-core/types";
import { Pill, type PillTone } from "~/features/admin-core/ui";

const tones: Record<MeetingStatus, PillTone> = {
  booked: "new",
  rescheduled: "qualified",
  cancelled: "muted",
  held: "success",
  no_show: "warn",
};

/** MeetingStatusBadge: booked, rescheduled, cancelled, held or no-show. */
export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTexts();
  return <Pill tone={tones[status] ?? "muted"}>{t.meeting.statuses[status] ?? status}</Pill>;
}
