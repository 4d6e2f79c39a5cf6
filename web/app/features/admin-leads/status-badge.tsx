import { useTexts } from "~/features/admin-core/texts";

const colours: Record<string, string> = {
  new: "bg-status-new/10 text-status-new ring-status-new/30",
  contacted: "bg-status-contacted/10 text-status-contacted ring-status-contacted/30",
  qualified: "bg-status-qualified/10 text-status-qualified ring-status-qualified/30",
  won: "bg-status-won/10 text-status-won ring-status-won/30",
  lost: "bg-ink-100 text-ink-700 ring-ink-300",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTexts();
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[status] ?? colours.lost}`}>
      {(t.statuses as Record<string, string>)[status] ?? status}
    </span>
  );
}

export function WaitingBadge() {
  const { t } = useTexts();
  return <span className="inline-flex shrink-0 items-center rounded-full bg-warn-50 px-2.5 py-0.5 text-xs font-semibold text-warn-700 ring-1 ring-inset ring-warn-700/30">{t.inbox.waiting}</span>;
}
