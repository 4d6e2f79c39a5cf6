import { useEffect, useState } from "react";
import { Link } from "react-router";
import { api } from "~/features/admin-core/api";
import { formatDateTime } from "~/features/admin-core/format";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, quiet, useErrorText } from "~/features/admin-core/ui";
import { canReplay, deliveryState, leadPath, stillGoing, type Delivery, type Webhook } from "./model";
import { useWebhookTexts } from "./texts";

/** How often the log asks again while a delivery is on its way. */
const pollMs = 2000;

const stateTone = { sent: "text-success-700", failed: "text-danger-700", retrying: "text-warning-700", waiting: "text-ink-700" };

/** DeliveryLog: a webhook's newest deliveries, each with its outcome and,
 * once finished, a button to send it again. It loads again when version
 * changes (a test was queued) and every 2 s while one is on its way. */
export function DeliveryLog({ hook, version }: { hook: Webhook; version: number }) {
  const { wt, lang } = useWebhookTexts();
  const errorText = useErrorText();
  const replay = useAction({ reload: false });
  const [deliveries, setDeliveries] = useState<Delivery[]>();
  const [asked, setAsked] = useState(0);
  const path = `/api/admin/webhooks/${encodeURIComponent(hook.id)}/deliveries`;
  useEffect(() => {
    const abort = new AbortController();
    api<{ deliveries: Delivery[] }>(path, "GET", undefined, abort.signal).then(
      (r) => setDeliveries(r.deliveries),
      () => undefined,
    );
    return () => abort.abort();
  }, [path, version, asked]);
  useEffect(() => {
    if (!deliveries || !stillGoing(deliveries)) return;
    const timer = setTimeout(() => setAsked((n) => n + 1), pollMs);
    return () => clearTimeout(timer);
  }, [deliveries]);
  return (
    <section className="mt-4" aria-label={wt.log}>
      <h3 className="mb-2 font-semibold">{wt.log}</h3>
      {replay.error && <Notice tone="error">{errorText(replay.error)}</Notice>}
      {deliveries?.length === 0 && <p className="text-sm text-ink-700">{wt.logEmpty}</p>}
      <ul className="divide-y divide-ink-100">
        {deliveries?.map((d) => {
          const state = deliveryState(d);
          const lead = leadPath(d);
          return (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
              <div className="min-w-0 space-y-1">
                <p>
                  <span className={`font-semibold ${stateTone[state]}`}>{wt.states[state]}</span> · {wt.eventNames[d.event] ?? d.event} ·{" "}
                  {formatDateTime(lang, d.createdAt)}
                </p>
                <p className="text-ink-700">
                  {wt.attempts.replace("{n}", String(d.attempts))}
                  {d.responseStatus > 0 && ` · ${wt.answer.replace("{status}", String(d.responseStatus))}`}
                  {d.nextAttemptAt && ` · ${wt.next.replace("{time}", formatDateTime(lang, d.nextAttemptAt))}`}
                </p>
                {d.lastError && (
                  <p className="break-words font-mono text-xs text-ink-700" dir="ltr">
                    {d.lastError}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                {lead && (
                  <Link className={quiet} to={lead}>
                    {wt.openLead}
                  </Link>
                )}
                {canReplay(d, hook) && (
                  <button
                    type="button"
                    className={quiet}
                    disabled={replay.busy}
                    onClick={() => void replay.run(() => api(`${path}/${d.id}/replay`, "POST", {})).then(() => setAsked((n) => n + 1))}
                  >
                    {wt.replay}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
