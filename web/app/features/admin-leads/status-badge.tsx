import { useTexts } from "~/features/admin-core/texts";
import { Pill, type PillTone } from "~/features/admin-core/ui";

const tones: Record<string, PillTone> = {
  new: "new",
  contacted: "contacted",
  qualified: "qualified",
  won: "won",
  lost: "muted",
};

/** StatusBadge: a lead's status in words, new to won or lost. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTexts();
  return <Pill tone={tones[status] ?? "muted"}>{(t.statuses as Record<string, string>)[status] ?? status}</Pill>;
}

/** WaitingBadge: a new request older than the server's -leads-waiting. */
export function WaitingBadge() {
  const { t } = useTexts();
  return <Pill tone="warn">{t.inbox.waiting}</Pill>;
}
