import { AgendaIcon } from "~/features/admin-core/icons";
import { formatDateTime } from "~/features/admin-core/format";
import { viewerZone } from "./booking-api";
import { useBookingTexts } from "./texts";
import type { AgendaItem } from "./types";

/** MeetingChip: an inbox row's booked call — when, in the viewer's zone,
 * and its status. */
export function MeetingChip({ meeting }: { meeting: AgendaItem }) {
  const { bt, lang } = useBookingTexts();
  const g = bt.agenda;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-ink-800 ring-1 ring-inset ring-accent-400/40">
      <AgendaIcon className="size-3.5" />
      <span className="sr-only">{g.meeting}</span>
      <time dateTime={meeting.start} className={meeting.status === "cancelled" ? "line-through" : undefined}>
        {formatDateTime(lang, meeting.start, viewerZone())}
      </time>
      <span>· {g.statuses[meeting.status] ?? meeting.status}</span>
    </span>
  );
}
