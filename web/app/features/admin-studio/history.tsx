import { useId, useMemo, useRef, useState } from "react";
import { useRevalidator, type ClientLoaderFunctionArgs } from "react-router";
import { BackLink } from "./back-link";
import { api, call, signedInOnly } from "~/features/admin-core/api";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { formatDateTime } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { publishSummary, type Restored } from "~/features/admin-core/restored";
import { usePageTitle } from "~/features/admin-core/shell";
import { Notice, card, secondary, useErrorText } from "~/features/admin-core/ui";
import { PublishNotice, usePublishProgress } from "./progress";
import { Difference } from "./difference";
import type { Studio } from "./model";
import { namer, type Change, type Namer } from "./pending";
import { usePendingTexts } from "./pending-texts";
import { mayPublish, refusal } from "./publish";
import { usePublishingTexts } from "./publishing-texts";
import { useSiteTimeZone } from "./schedule";
import { useStudioTexts } from "./texts";

/** A kept generation (GET /api/admin/content/history): a restore says
 * what it restored (restoredFrom, restoredItem) and has no summary. */
export interface Version extends Restored {
  id: number;
  at: string;
  by: string;
  summary: string;
  pages: number;
  live: boolean;
}

/** historyLoader reads the kept versions, newest first, and the working
 * document, which names the items by their titles. */
export async function historyLoader({ request }: ClientLoaderFunctionArgs): Promise<{ versions: Version[]; studio: Studio }> {
  try {
    const [history, studio] = await Promise.all([
      api<{ items: Version[] }>("/api/admin/content/history", "GET", undefined, request.signal),
      api<Studio>("/api/admin/content", "GET", undefined, request.signal),
    ]);
    return { versions: history.items, studio };
  } catch (err) {
    return signedInOnly(err, request);
  }
}

/** byItem groups a version's changes by the item they change, in order. */
export function byItem(changes: Change[]): [string, Change[]][] {
  const groups = new Map<string, Change[]>();
  for (const c of changes) groups.set(c.pointer, [...(groups.get(c.pointer) ?? []), c]);
  return [...groups];
}

/** restorable: a list item or an object family can be restored alone; a
 * family's order cannot. */
export function restorable(pointer: string, changes: Change[]): boolean {
  const parts = pointer.split("/").length - 1;
  return parts === 2 || (parts === 1 && !changes.some((c) => c.field === "order"));
}

/** HistoryPage lists the published versions; each shows its changes per
 * field and language, and can be restored whole, or one item of it. */
export function HistoryPage({ versions, studio }: { versions: Version[]; studio?: Pick<Studio, "schema" | "working"> }) {
  const { pt } = usePublishingTexts();
  const { st, lang } = useStudioTexts();
  const { qt } = usePendingTexts();
  const me = useMe();
  const zone = useSiteTimeZone();
  const revalidator = useRevalidator();
  const errorText = useErrorText();
  const progress = usePublishProgress(() => void revalidator.revalidate());
  const dialog = useRef<HTMLDialogElement>(null);
  const [restoring, setRestoring] = useState<{ version: number; pointer?: string; name?: string } | null>(null);
  const names = useMemo(() => namer(st, lang, studio), [st, lang, studio]);
  usePageTitle(pt.history);

  const ask = (r: { version: number; pointer?: string; name?: string }) => {
    setRestoring(r);
    dialog.current?.showModal();
  };

  const restore = async (close: () => void) => {
    if (!restoring) return;
    close();
    const r = await call(() => api<{ id: number }>(`/api/admin/content/history/${restoring.version}/restore`, "POST", restoring.pointer ? { pointer: restoring.pointer } : {}));
    if (r.ok) return progress.follow();
    progress.setMessage(refusal(r.error, { st, qt, lang, names, errorText }));
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to="/admin/studio">{st.back}</BackLink>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{pt.history}</h1>
        <p className="max-w-prose text-sm text-ink-700">{pt.historyIntro}</p>
      </div>
      <PublishNotice message={progress.message} />
      {versions.length === 0 ? (
        <Notice tone="info">{pt.nothingPublished}</Notice>
      ) : (
        <ol className="space-y-3">
          {versions.map((v) => (
            <VersionCard key={v.id} version={v} names={names} zone={zone} canRestore={mayPublish(me.role) && !progress.polling} onRestore={ask} />
          ))}
        </ol>
      )}
      <ConfirmDialog
        ref={dialog}
        title={
          restoring?.pointer
            ? pt.restoreItemTitle.replace("{name}", restoring.name ?? restoring.pointer)
            : pt.restoreSiteTitle.replace("{n}", String(restoring?.version ?? ""))
        }
        body={restoring?.pointer ? pt.restoreItemBody.replace("{n}", String(restoring.version)) : pt.restoreSiteBody}
        cancel={st.cancel}
        confirm={pt.restore}
        onConfirm={restore}
      />
    </div>
  );
}

/** VersionCard is one version: who, when, what, and its changes on demand. */
function VersionCard({
  version: v,
  names,
  zone,
  canRestore,
  onRestore,
}: {
  version: Version;
  names: Namer;
  zone: string;
  canRestore: boolean;
  onRestore: (r: { version: number; pointer?: string; name?: string }) => void;
}) {
  const { pt } = usePublishingTexts();
  const { lang } = useStudioTexts();
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [diff, setDiff] = useState<{ changes: Change[]; against?: number } | { error: string } | null>(null);

  const toggle = async () => {
    setOpen(!open);
    if (open || (diff && !("error" in diff))) return;
    setDiff(null);
    const r = await call(() => api<{ changes: Change[]; against?: number }>(`/api/admin/content/history/${v.id}/diff`));
    setDiff(r.ok ? r.data : { error: errorText(r.error) ?? "" });
  };
  return (
    <li className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-bold">
            {pt.version.replace("{n}", String(v.id))}
            {v.live && <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-inset ring-success-700/30">{pt.live}</span>}
          </h2>
          <p className="text-sm" dir="auto">
            {publishSummary(lang, v, (pointer) => names.item(pointer)) || pt.noSummary}
          </p>
          <p className="text-xs text-ink-600">
            {formatDateTime(lang, v.at, zone)} · {pt.scheduledBy.replace("{name}", v.by || "—")} · {pt.pagesCount.replace("{n}", String(v.pages))}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondary} aria-expanded={open} aria-controls={`${id}-changes`} onClick={toggle}>
            {open ? pt.hideChanges : pt.showChanges}
          </button>
          {canRestore && !v.live && (
            <button type="button" className={secondary} onClick={() => onRestore({ version: v.id })}>
              {pt.restoreSite}
            </button>
          )}
        </div>
      </div>
      <div id={`${id}-changes`} hidden={!open} className="mt-3">
        {open && diff === null && <p className="text-sm text-ink-600">{pt.loadingChanges}</p>}
        {open && diff && "error" in diff && <Notice tone="error">{diff.error}</Notice>}
        {open && diff && "changes" in diff && (
          <div className="space-y-3">
            {diff.against === undefined && <p className="text-xs text-ink-600">{pt.oldest}</p>}
            {diff.changes.length === 0 && <p className="text-sm text-ink-600">{pt.noChanges}</p>}
            {byItem(diff.changes).map(([pointer, changes]) => (
              <section key={pointer} aria-label={names.item(pointer, changes)} className="rounded-xl border border-ink-100 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-bold" dir="auto">
                    {names.item(pointer, changes)}
                  </h3>
                  {canRestore && !v.live && restorable(pointer, changes) && (
                    <button type="button" className={secondary} onClick={() => onRestore({ version: v.id, pointer, name: names.item(pointer, changes) })}>
                      {pt.restoreItem}
                    </button>
                  )}
                </div>
                <div className="mt-2">
                  <Difference changes={changes} names={names} />
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
