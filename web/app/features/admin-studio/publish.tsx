import { useRef, useState } from "react";
import { api, ApiError, call } from "~/features/admin-core/api";
import { formatDateTime, languageName } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { input, primary, secondary, useErrorText } from "~/features/admin-core/ui";
import { PublishNotice, usePublishProgress } from "./progress";
import { usePublishingTexts } from "./publishing-texts";
import { instantOf, nextHour, ScheduledList, useSiteTimeZone, WhenFields, type When } from "./schedule";
import { familyLabel, fieldLabel, useStudioTexts, type StudioTexts } from "./texts";

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

/** Publish: the button that makes the draft live, now or at a set time,
 * with its progress. It calls POST /api/admin/content/publish and follows
 * GET …/publish until the publish ends; scheduled publishes are listed
 * under it with a Cancel each. */
export function Publish({ languages }: { languages: string[] }) {
  const me = useMe();
  const { st, lang } = useStudioTexts();
  const { pt } = usePublishingTexts();
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const zone = useSiteTimeZone();
  const [summary, setSummary] = useState("");
  const [when, setWhen] = useState<When>(() => nextHour("UTC"));
  const [whenProblem, setWhenProblem] = useState<string | undefined>();
  const [scheduledVersion, setScheduledVersion] = useState(0);
  const { message, setMessage, polling, follow } = usePublishProgress();

  if (!mayPublish(me.role)) return null;

  const open = () => {
    setWhen((w) => (w.later ? w : nextHour(zone)));
    setWhenProblem(undefined);
    dialog.current?.showModal();
  };

  const publish = async () => {
    const at = instantOf(when, zone);
    if (at === "past") {
      setWhenProblem(pt.pastTime);
      return;
    }
    dialog.current?.close();
    if (at === null) setMessage({ tone: "info", text: st.publishing.replace("{done}", "0").replace("{total}", "…") });
    const r = await call(() => api<{ id: number; at?: string }>("/api/admin/content/publish", "POST", at ? { summary, at } : { summary }));
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
    else if (err.status === 409) setMessage({ tone: "info", text: st.publishBusy });
    else if (err.status === 422 && err.problems.at) {
      setMessage(null);
      setWhenProblem(pt.pastTime);
      dialog.current?.showModal();
    } else if (err.status === 422) {
      const list = Object.keys(err.problems)
        .map((p) => missingText(st, lang, p, languages))
        .filter((x): x is string => x !== null);
      setMessage({ tone: "error", text: list[0] ?? errorText(err) ?? "", list: list.slice(1, 8) });
    } else setMessage({ tone: "error", text: errorText(err) ?? "" });
  };

  return (
    <div className="space-y-2">
      <button type="button" className={primary} disabled={polling} onClick={open}>
        {st.publish}
      </button>
      <PublishNotice message={message} />
      <ScheduledList version={scheduledVersion} zone={zone} onCancelled={setMessage} />
      <dialog ref={dialog} aria-labelledby="publish-title" className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-float backdrop:bg-ink-950/60">
        <h2 id="publish-title" className="text-lg font-bold">
          {st.publishTitle}
        </h2>
        <label htmlFor="publish-summary" className="mt-4 block text-sm font-semibold">
          {st.publishSummary}
        </label>
        <textarea id="publish-summary" dir="auto" className={`${input} mt-1 min-h-20 py-2`} value={summary} maxLength={200} onChange={(e) => setSummary(e.target.value)} />
        <WhenFields
          when={when}
          zone={zone}
          problem={whenProblem}
          onChange={(w) => {
            setWhen(w);
            setWhenProblem(undefined);
          }}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondary} onClick={() => dialog.current?.close()} autoFocus>
            {st.cancel}
          </button>
          <button type="button" className={primary} onClick={publish}>
            {when.later ? pt.schedule : st.publish}
          </button>
        </div>
      </dialog>
    </div>
  );
}
