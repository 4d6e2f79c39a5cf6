import { AgendaIcon } from "~/features/admin-core/icons";
import { formatDateTime } from "~/features/admin-core/format";
import { useTexts } from "~/features/admin-core/texts";
import type { Meeting } from "~/features/admin-core/types";

/** MeetingChip: an inbox row's booked call — when, in this browser's time
 * zone, and its status. */
export function MeetingChip({ meeting }: { meeting: Meeting }) {
  const { t, lang } = useTexts();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-ink-800 ring-1 ring-inset ring-accent-400/40">
      <AgendaIcon className="size-3.5" />
      <span className="sr-only">{t.meeting.title}</span>
      <time dateTime={meeting.start} className={meeting.status === "cancelled" ? "line-through" : undefined}>
        {formatDateTime(lang, meeting.start)}
      </time>
      <span>· {t.meeting.statuses[meeting.status] ?? meeting.status}</span>
    </span>
  );
}
