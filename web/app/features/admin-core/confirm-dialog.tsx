import { useId, type ReactNode, type Ref } from "react";
import { danger, secondary } from "./ui";

/** ConfirmDialog asks before something is removed for good: a modal
 * opened with `ref.current.showModal()`, Cancel focused first, the
 * dangerous button last (so Escape or Enter right away cancels). */
export function ConfirmDialog({
  ref,
  title,
  body,
  notice,
  cancel,
  confirm,
  busy,
  onConfirm,
}: {
  ref: Ref<HTMLDialogElement>;
  title: string;
  body: string;
  notice?: ReactNode;
  cancel: string;
  confirm: string;
  busy?: boolean;
  /** Given close: the caller closes the dialog at once, or keeps it open to show an error. */
  onConfirm: (close: () => void) => void;
}) {
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-float backdrop:bg-ink-950/60">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2 text-sm text-ink-700">{body}</p>
      {notice}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondary} onClick={(e) => e.currentTarget.closest("dialog")?.close()} autoFocus>
          {cancel}
        </button>
        <button
          type="button"
          className={danger}
          disabled={busy}
          onClick={(e) => {
            const dialog = e.currentTarget.closest("dialog");
            onConfirm(() => dialog?.close());
          }}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
