import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { api, call } from "~/features/admin-core/api";
import { Notice, useErrorText } from "~/features/admin-core/ui";
import type { RefusalLine } from "./pending";
import { usePendingTexts } from "./pending-texts";
import { isolated } from "./ready";
import { useStudioTexts } from "./texts";

/** PublishState is GET /api/admin/content/publish. */
export interface PublishState {
  running: { id: number; done: number; total: number } | null;
  last: { id: number; state: "done" | "failed"; error?: string; changed?: string[] } | null;
  scheduled: { id: number; at: string; by: string; summary: string; items?: string[] }[] | null;
}

export interface PublishMessage {
  tone: "error" | "success" | "info";
  text: string;
  list?: string[];
  /** Items a refused publish names, each a link to its page. */
  lines?: RefusalLine[];
}

/** pollEvery is the pause between one answer of GET …/publish and the
 * next request: one request at a time, fewer than two a second. */
export const pollEvery = 700;

/** usePublishProgress follows a publish (or a restore, which is one) once
 * it began: `follow()` polls GET …/publish and tells its progress, then
 * the pages it changed or why it failed, in `message`. The poll depends on
 * `polling` alone: texts read from a ref, so a render (each message is
 * one) never starts a second poll beside the first. */
export function usePublishProgress(onDone?: () => void) {
  const { st } = useStudioTexts();
  const errorText = useErrorText();
  const [message, setMessage] = useState<PublishMessage | null>(null);
  const [polling, setPolling] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const words = useRef({ st, errorText });
  words.current = { st, errorText };

  useEffect(() => {
    if (!polling) return;
    let stop = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const r = await call(() => api<PublishState>("/api/admin/content/publish"));
      if (stop) return;
      const { st, errorText } = words.current;
      if (!r.ok) {
        setMessage({ tone: "error", text: errorText(r.error) ?? "" });
        setPolling(false);
        return;
      }
      const { running, last } = r.data;
      if (running) {
        setMessage({ tone: "info", text: st.publishing.replace("{done}", String(running.done)).replace("{total}", String(running.total)) });
        next = setTimeout(tick, pollEvery);
        return;
      }
      setPolling(false);
      if (last?.state === "failed") setMessage({ tone: "error", text: st.publishFailed.replace("{error}", last.error ?? "") });
      else setMessage({ tone: "success", text: st.published.replace("{n}", String(last?.changed?.length ?? 0)), list: last?.changed });
      done.current?.();
    };
    void tick();
    return () => {
      stop = true;
      clearTimeout(next);
    };
  }, [polling]);

  const follow = useCallback(() => {
    setMessage({ tone: "info", text: st.publishing.replace("{done}", "0").replace("{total}", "…") });
    setPolling(true);
  }, [st]);
  return { message, setMessage, polling, follow };
}

/** PublishNotice shows a publish's message, read out as it changes; a
 * refusal's items each on a line, the item's name a link to its page. */
export function PublishNotice({ message }: { message: PublishMessage | null }) {
  const { qt } = usePendingTexts();
  return (
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
          {message.lines && message.lines.length > 0 && (
            <span className="mt-1 block space-y-1">
              {message.lines.map((l) => (
                <span key={l.pointer} className="block">
                  <Link to={l.to} className="font-semibold underline underline-offset-2">
                    {l.name}
                  </Link>
                  {l.text && <> — {l.text}</>}
                  {l.by && <> ({isolated(qt.savedBy, { name: l.by })})</>}
                </span>
              ))}
            </span>
          )}
        </Notice>
      )}
    </div>
  );
}
