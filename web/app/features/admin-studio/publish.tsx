import { useMemo, useRef, useState } from "react";
import { api, ApiError, call } from "~/features/admin-core/api";
import { formatDateTime } from "~/features/admin-core/format";
import { limits } from "~/features/admin-core/limits";
import { useMe } from "~/features/admin-core/me";
import { plural, type AdminLanguage } from "~/features/admin-core/texts";
import { input, Notice, primary, secondary, useErrorText } from "~/features/admin-core/ui";
import type { Studio } from "./model";
import { defaultSelection, incompleteLines, namer, notAllowedLines, type Incomplete, type Namer, type PendingItem } from "./pending";
import { PendingList } from "./pending-list";
import { usePendingTexts, type PendingTexts } from "./pending-texts";
import { PublishNotice, usePublishProgress, type PublishMessage } from "./progress";
import { usePublishingTexts } from "./publishing-texts";
import { fetchPending } from "./ready";
import { instantOf, nextHour, ScheduledList, useSiteTimeZone, WhenFields, type When } from "./schedule";
import { useStudioTexts, type StudioTexts } from "./texts";

/** mayPublish: owners and editors publish; members draft. */
export function mayPublish(role: string): boolean {
  return role === "owner" || role === "editor";
}

/** refusal is what a refused publish (or restore) tells: each incomplete
 * item with the languages and fields it lacks, the items the caller may
 * not publish, a list of changes gone stale, a publish already running. */
export function refusal(err: ApiError, w: { st: StudioTexts; qt: PendingTexts; lang: AdminLanguage; names: Namer; errorText: (e: ApiError) => string | undefined }): PublishMessage {
  const incomplete = err.body.incomplete;
  if (err.status === 422 && Array.isArray(incomplete) && incomplete.length > 0) {
    return { tone: "error", text: w.qt.refused, lines: incompleteLines(w.st, w.qt, w.lang, w.names, incomplete as Incomplete[]) };
  }
  if (err.status === 403 && err.code === "not_publishable") {
    const items = Array.isArray(err.body.items) ? (err.body.items as string[]) : [];
    return { tone: "error", text: w.qt.notAllowed, lines: notAllowedLines(w.names, items) };
  }
  if (err.status === 422 && Object.entries(err.problems).some(([path, code]) => path.startsWith("items") && code === "not_pending")) {
    return { tone: "error", text: w.qt.stale };
  }
  if (err.status === 409) return { tone: "info", text: w.st.publishBusy };
  return { tone: "error", text: w.errorText(err) ?? "" };
}

/** Publish: the button that makes chosen changes live, now or at a set
 * time, with its progress. Its dialog lists every unpublished change
 * (GET /api/admin/content/pending), the caller's own that they may publish
 * checked; it sends the checked ones to POST /api/admin/content/publish
 * and follows GET …/publish until the publish ends. Scheduled publishes
 * are listed under it with a Cancel each. `onDone`: after a publish ends. */
export function Publish({ studio, onDone }: { studio: Pick<Studio, "schema" | "working">; onDone?: () => void }) {
  const me = useMe();
  const { st, lang } = useStudioTexts();
  const { pt } = usePublishingTexts();
  const { qt } = usePendingTexts();
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const zone = useSiteTimeZone();
  const [summary, setSummary] = useState("");
  const [when, setWhen] = useState<When>(() => nextHour("UTC"));
  const [whenProblem, setWhenProblem] = useState<string | undefined>();
  const [scheduledVersion, setScheduledVersion] = useState(0);
  const [pending, setPending] = useState<PendingItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const { message, setMessage, polling, follow } = usePublishProgress(onDone);
  const names = useMemo(() => namer(st, lang, studio), [st, lang, studio]);

  if (!mayPublish(me.role)) return null;

  const open = async () => {
    setWhen((w) => (w.later ? w : nextHour(zone)));
    setWhenProblem(undefined);
    setPending(null);
    setLoadError(null);
    dialog.current?.showModal();
    const r = await fetchPending();
    if (!r.ok) {
      setLoadError(errorText(r.error) ?? "");
      return;
    }
    setPending(r.data.items);
    setChecked(new Set(defaultSelection(r.data.items)));
  };

  // In the list's order, and only what the caller may publish.
  const chosen = (pending ?? []).filter((i) => i.publishable && checked.has(i.pointer)).map((i) => i.pointer);

  const publish = async () => {
    if (chosen.length === 0) return;
    const at = instantOf(when, zone);
    if (at === "past") {
      setWhenProblem(pt.pastTime);
      return;
    }
    dialog.current?.close();
    if (at === null) setMessage({ tone: "info", text: st.publishing.replace("{done}", "0").replace("{total}", "…") });
    const body = at ? { items: chosen, summary, at } : { items: chosen, summary };
    const r = await call(() => api<{ id: number; at?: string }>("/api/admin/content/publish", "POST", body));
    if (r.ok) {
      if (!at) return follow();
      setMessage({ tone: "success", text: pt.scheduledFor.replace("{when}", formatDateTime(lang, r.data.at ?? at, zone)) });
      setWhen((w) => ({ ...w, later: false }));
      setSummary("");
      setScheduledVersion((n) => n + 1);
      return;
    }
    const err: ApiError = r.error;
    if (err.status === 404) setMessage({ tone: "info", text: st.publishUnavailable });
    else if (err.status === 422 && err.problems.at) {
      setMessage(null);
      setWhenProblem(pt.pastTime);
      dialog.current?.showModal();
    } else setMessage(refusal(err, { st, qt, lang, names, errorText }));
  };

  const label = chosen.length === 0 ? (when.later ? pt.schedule : st.publish) : plural(lang, when.later ? qt.scheduleCount : qt.publishCount, chosen.length);
  const nothing = pending !== null && pending.length === 0;
  return (
    <div className="space-y-2">
      <button type="button" className={primary} disabled={polling} onClick={() => void open()}>
        {st.publish}
      </button>
      <PublishNotice message={message} />
      <ScheduledList version={scheduledVersion} zone={zone} onCancelled={setMessage} />
      <dialog
        ref={dialog}
        aria-labelledby="publish-title"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(46rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-2xl p-0 shadow-float backdrop:bg-ink-950/60"
      >
        <div className="px-4 pt-5 sm:px-6 sm:pt-6">
          <h2 id="publish-title" className="text-lg font-bold">
            {st.publishTitle}
          </h2>
          <div aria-live="polite" className="mt-3">
            {pending === null && !loadError && <p className="text-sm text-ink-600">{qt.loading}</p>}
            {loadError && <Notice tone="error">{loadError}</Notice>}
            {nothing && <Notice tone="info">{qt.nothingPending}</Notice>}
          </div>
          {pending !== null && pending.length > 0 && (
            <>
              <fieldset>
                <legend className="text-sm font-semibold">{qt.choose}</legend>
                <p className="text-xs text-ink-600">{qt.chooseHint}</p>
                <PendingList
                  items={pending}
                  names={names}
                  schema={studio.schema}
                  zone={zone}
                  choosing={{
                    checked,
                    onChange: (pointer, on) =>
                      setChecked((was) => {
                        const next = new Set(was);
                        if (on) next.add(pointer);
                        else next.delete(pointer);
                        return next;
                      }),
                  }}
                />
              </fieldset>
              <label htmlFor="publish-summary" className="mt-3 block text-sm font-semibold">
                {st.publishSummary}
              </label>
              <textarea id="publish-summary" dir="auto" className={`${input} mt-1 min-h-20 py-2`} value={summary} maxLength={limits.publishSummaryMax} onChange={(e) => setSummary(e.target.value)} />
              <WhenFields
                when={when}
                zone={zone}
                problem={whenProblem}
                onChange={(w) => {
                  setWhen(w);
                  setWhenProblem(undefined);
                }}
              />
            </>
          )}
        </div>
        <div className="sticky bottom-0 mt-4 flex flex-wrap justify-end gap-2 border-t border-ink-100 bg-white px-4 py-3 sm:px-6">
          <button type="button" className={secondary} onClick={() => dialog.current?.close()} autoFocus>
            {st.cancel}
          </button>
          <button type="button" className={primary} disabled={chosen.length === 0} onClick={() => void publish()}>
            {label}
          </button>
        </div>
      </dialog>
    </div>
  );
}
