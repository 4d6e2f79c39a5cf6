import { useEffect, useRef, useState } from "react";
import { api, ApiError, call } from "~/features/admin-core/api";
import { languageName } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { Notice, input, primary, secondary, useErrorText } from "~/features/admin-core/ui";
import { familyLabel, fieldLabel, useStudioTexts, type StudioTexts } from "./texts";

/** PublishState is GET /api/admin/content/publish (h-sp's side of the
 * studio's contract). */
interface PublishState {
  running: { id: string; done: number; total: number } | null;
  last: { id: string; state: "done" | "failed"; error?: string; changed?: string[] } | null;
}

/** mayPublish: owners and editors publish; members draft. */
export function mayPublish(role: string): boolean {
  return role === "owner" || role === "editor";
}

/** missingText says "French is missing in Testimonials › Text" for a
 * refused publish's problem path ("testimonials.2.text.fr": "required"). */
export function missingText(st: StudioTexts, ui: Parameters<typeof languageName>[0], path: string, languages: string[]): string | null {
  const parts = path.split(".");
  const lang = parts.at(-1)!;
  if (!languages.includes(lang)) return null;
  const names = parts.slice(0, -1).filter((x) => !/^\d+$/.test(x));
  const where = [familyLabel(st, names[0] ?? ""), ...names.slice(1).map((n) => fieldLabel(st, n))].join(" › ");
  return st.publishMissing.replace("{lang}", languageName(ui, lang)).replace("{field}", where);
}

/** Publish: the button that makes the draft live, with its progress. It
 * calls POST /api/admin/content/publish and follows GET …/publish until
 * the publish ends. */
export function Publish({ languages }: { languages: string[] }) {
  const me = useMe();
  const { st, lang } = useStudioTexts();
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [summary, setSummary] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success" | "info"; text: string; list?: string[] } | null>(null);
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!polling) return;
    let stop = false;
    const tick = async () => {
      const r = await call(() => api<PublishState>("/api/admin/content/publish"));
      if (stop) return;
      if (!r.ok) {
        setMessage({ tone: "error", text: errorText(r.error) ?? "" });
        setPolling(false);
        return;
      }
      const { running, last } = r.data;
      if (running) {
        setMessage({ tone: "info", text: st.publishing.replace("{done}", String(running.done)).replace("{total}", String(running.total)) });
        setTimeout(tick, 700);
        return;
      }
      setPolling(false);
      if (last?.state === "failed") setMessage({ tone: "error", text: st.publishFailed.replace("{error}", last.error ?? "") });
      else setMessage({ tone: "success", text: st.published.replace("{n}", String(last?.changed?.length ?? 0)), list: last?.changed });
    };
    void tick();
    return () => {
      stop = true;
    };
  }, [polling, st, errorText]);

  if (!mayPublish(me.role)) return null;

  const publish = async () => {
    dialog.current?.close();
    setMessage({ tone: "info", text: st.publishing.replace("{done}", "0").replace("{total}", "…") });
    const r = await call(() => api<{ id: string }>("/api/admin/content/publish", "POST", { summary }));
    if (r.ok) {
      setPolling(true);
      return;
    }
    const err: ApiError = r.error;
    if (err.status === 404) setMessage({ tone: "info", text: st.publishUnavailable });
    else if (err.status === 409) setMessage({ tone: "info", text: st.publishBusy });
    else if (err.status === 422) {
      const list = Object.keys(err.problems)
        .map((p) => missingText(st, lang, p, languages))
        .filter((x): x is string => x !== null);
      setMessage({ tone: "error", text: list[0] ?? errorText(err) ?? "", list: list.slice(1, 8) });
    } else setMessage({ tone: "error", text: errorText(err) ?? "" });
  };

  return (
    <div className="space-y-2">
      <button type="button" className={primary} disabled={polling} onClick={() => dialog.current?.showModal()}>
        {st.publish}
      </button>
      <div aria-live="polite">
        {message && (
          <Notice tone={message.tone}>
            {message.text}
            {message.list && message.list.length > 0 && (
              <span className="mt-1 block text-xs">
                {message.list.map((x) => (
                  <span key={x} dir="auto" className="block">
                    {x}
                  </span>
                ))}
              </span>
            )}
          </Notice>
        )}
      </div>
      <dialog ref={dialog} aria-labelledby="publish-title" className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-float backdrop:bg-ink-950/60">
        <h2 id="publish-title" className="text-lg font-bold">
          {st.publishTitle}
        </h2>
        <label htmlFor="publish-summary" className="mt-4 block text-sm font-semibold">
          {st.publishSummary}
        </label>
        <textarea id="publish-summary" dir="auto" className={`${input} mt-1 min-h-20 py-2`} value={summary} maxLength={200} onChange={(e) => setSummary(e.target.value)} />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondary} onClick={() => dialog.current?.close()} autoFocus>
            {st.cancel}
          </button>
          <button type="button" className={primary} onClick={publish}>
            {st.publish}
          </button>
        </div>
      </dialog>
    </div>
  );
}
