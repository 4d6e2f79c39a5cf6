import { useEffect, useState, type ReactNode } from "react";
import { api, call } from "~/features/admin-core/api";
import { formatDateTime, labelled } from "~/features/admin-core/format";
import { Notice, quiet, secondary, useErrorText } from "~/features/admin-core/ui";
import type { PendingItem } from "./pending";
import { usePendingTexts } from "./pending-texts";

type Ready = PendingItem["ready"];

/** ReadyResult: the new mark, or the words for a refusal ("gone": the
 * item has no unpublished change any more). */
export type ReadyResult = { ok: true; ready: Ready } | { ok: false; gone: boolean; text: string };

/** fetchPending reads GET /api/admin/content/pending. */
export function fetchPending(signal?: AbortSignal) {
  return call(() => api<{ items: PendingItem[] }>("/api/admin/content/pending", "GET", undefined, signal));
}

/** isolated fills a text's {placeholders} with values each in a <bdi>: a
 * Latin name beside a date in an Arabic sentence keeps its place. */
export function isolated(text: string, values: Record<string, string>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <bdi key={i}>{values[key]}</bdi> : part;
  });
}

/** ReadyBadge says an item is marked ready for review, by whom and when. */
export function ReadyBadge({ ready, zone }: { ready: NonNullable<Ready>; zone?: string }) {
  const { qt, lang } = usePendingTexts();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-inset ring-success-700/30">
        <span aria-hidden="true">✓</span>
        {qt.ready}
      </span>
      <span className="text-xs text-ink-600">{isolated(qt.readyBy, { name: ready.by, when: formatDateTime(lang, ready.at, zone) })}</span>
    </span>
  );
}

/**
 * ReadyButton marks an item ready for review, or takes the mark away
 * (POST /api/admin/content/ready, any role). `name` names the item for a
 * screen reader where a list has one button per item.
 */
export function ReadyButton({
  pointer,
  ready,
  name,
  onDone,
}: {
  pointer: string;
  ready: Ready;
  name?: string;
  onDone: (r: ReadyResult) => void;
}) {
  const { qt, lang } = usePendingTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const r = await call(() => api<{ pointer: string; ready: Ready }>("/api/admin/content/ready", "POST", { pointer, ready: !ready }));
    setBusy(false);
    if (r.ok) return onDone({ ok: true, ready: r.data.ready });
    const gone = r.error.status === 422 && r.error.problems.pointer === "not_pending";
    onDone({ ok: false, gone, text: gone ? qt.notPending : (errorText(r.error) ?? "") });
  };
  if (ready)
    return (
      <button type="button" className={quiet} disabled={busy} aria-label={name ? labelled(lang, qt.undoReadyLabel, name) : qt.undoReadyLabel} onClick={toggle}>
        {qt.undoReady}
      </button>
    );
  return (
    <button type="button" className={secondary} disabled={busy} aria-label={name ? labelled(lang, qt.markReady, name) : undefined} onClick={toggle}>
      {qt.markReady}
    </button>
  );
}

/** usePendingItem reads an item's unpublished change (GET
 * /api/admin/content/pending) again whenever `version` changes (a save, a
 * publish): undefined until read, null when it has none (or the list could
 * not be read). The item's page shares it between its "ready for review"
 * control and what an outdated language shows of the change. */
export function usePendingItem(pointer: string, version: string, enabled = true): [PendingItem | null | undefined, (item: PendingItem | null) => void] {
  const [item, setItem] = useState<PendingItem | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void fetchPending(stop.signal).then((r) => {
      if (!stop.signal.aborted) setItem(r.ok ? (r.data.items.find((i) => i.pointer === pointer) ?? null) : null);
    });
    return () => stop.abort();
  }, [pointer, version, enabled]);
  return [item, setItem];
}

/** ReadyControl, on an item's page: when the item has an unpublished
 * change (`item`, from usePendingItem), says so (or that it is ready for
 * review) with the button that marks it or takes the mark away. */
export function ReadyControl({ pointer, item, onItem, zone }: { pointer: string; item: PendingItem | null | undefined; onItem: (item: PendingItem | null) => void; zone?: string }) {
  const { qt } = usePendingTexts();
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-1">
      {item && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {item.ready ? <ReadyBadge ready={item.ready} zone={zone} /> : <span className="text-ink-700">{qt.unpublished}</span>}
          <ReadyButton
            pointer={pointer}
            ready={item.ready}
            onDone={(r) => {
              setError(null);
              if (r.ok) {
                onItem({ ...item, ready: r.ready });
                setSaid(r.ready ? qt.ready : qt.unpublished);
              } else if (r.gone) {
                onItem(null);
                setSaid(r.text);
              } else setError(r.text);
            }}
          />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
