import { useRef, useState } from "react";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { fill } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, quiet, secondary } from "~/features/admin-core/ui";
import { cancelMeeting, markMeeting } from "./booking-api";
import { useMeetingErrorText } from "./problems";
import { useMeetingNotice } from "./meeting-notice";
import { Reschedule } from "./reschedule-dialog";
import { useBookingTexts } from "./use-booking-texts";
import type { Meeting } from "~/features/admin-core/types";

/** MeetingActions: before a meeting, reschedule or cancel it (the visitor
 * is told); once it began, mark it held or no-show. A cancelled meeting has
 * none. */
export function MeetingActions({ meeting }: { meeting: Meeting }) {
  const { bt } = useBookingTexts();
  const g = bt.agenda;
  const action = useAction<Meeting>();
  const errorText = useMeetingErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [done, setDone] = useMeetingNotice(meeting.id);
  const [now] = useState(() => Date.now());
  const begun = Date.parse(meeting.start) <= now;
  const name = { name: meeting.visitorName };

  const run = async (send: () => Promise<Meeting>, message: string) => {
    setDone(undefined);
    const result = await action.run(send);
    if (result.ok) setDone(message);
    return result;
  };
  const mark = (status: "held" | "no_show") => void run(() => markMeeting(meeting.id, status), g.marked);
  const buttons =
    meeting.status === "cancelled" ? null : begun ? (
      <>
        {meeting.status !== "held" && (
          <button type="button" className={secondary} disabled={action.busy} onClick={() => mark("held")}>
            {g.markHeld}
          </button>
        )}
        {meeting.status !== "no_show" && (
          <button type="button" className={secondary} disabled={action.busy} onClick={() => mark("no_show")}>
            {g.markNoShow}
          </button>
        )}
      </>
    ) : (
      <>
        <Reschedule meeting={meeting} onMoved={() => setDone(fill(g.moved, name))} />
        <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} onClick={() => dialog.current?.showModal()}>
          {g.cancel}
        </button>
        <ConfirmDialog
          ref={dialog}
          title={fill(g.cancelTitle, name)}
          body={fill(g.cancelBody, name)}
          notice={action.error && <Notice tone="error">{errorText(action.error)}</Notice>}
          cancel={g.keep}
          confirm={g.cancel}
          busy={action.busy}
          onConfirm={(close) =>
            void run(() => cancelMeeting(meeting.id), fill(g.cancelled, name)).then((r) => {
              if (r.ok) close();
            })
          }
        />
      </>
    );
  return (
    <div className="space-y-2">
      {buttons && <div className="flex flex-wrap gap-2">{buttons}</div>}
      {done && <Notice tone="success">{done}</Notice>}
      {action.error && !dialog.current?.open && <Notice tone="error">{errorText(action.error)}</Notice>}
    </div>
  );
}
