import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { api, call } from "~/features/admin-core/api";
import { languageName } from "~/features/admin-core/format";
import { options } from "~/features/admin-core/site";
import { fill, plural } from "~/features/admin-core/texts";
import { Notice, useErrorText } from "~/features/admin-core/ui";
import { linksShown, livePages, liveSentence, type LivePage } from "./live-pages";
import type { RefusalLine } from "./pending";
import { usePendingTexts } from "./pending-texts";
import { pageName } from "./preview";
import { usePublishingTexts } from "./publishing-texts";
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
  /** The pages a publish made live, each a link in a disclosure. */
  live?: LivePage[];
  /** Items a refused publish names, each a link to its page. */
  lines?: RefusalLine[];
}

/** pollEvery is the pause between one answer of GET …/publish and the
 * next request: one request at a time, fewer than two a second. */
export const pollEvery = 700;

/** usePublishProgress follows a publish (or a restore, which is one) once
 * it began: `follow()` polls GET …/publish and tells its progress, then
 * in words the pages it changed (liveSentence) or why it failed, in
 * `message`. The poll depends on
 * `polling` alone: texts read from a ref, so a render (each message is
 * one) never starts a second poll beside the first. */
export function usePublishProgress(onDone?: () => void) {
  const { st, lang } = useStudioTexts();
  const { pt } = usePublishingTexts();
  const errorText = useErrorText();
  const [message, setMessage] = useState<PublishMessage | null>(null);
  const [polling, setPolling] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const words = useRef({ st, pt, lang, errorText });
  words.current = { st, pt, lang, errorText };

  useEffect(() => {
    if (!polling) return;
    let stop = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const r = await call(() => api<PublishState>("/api/admin/content/publish"));
      if (stop) return;
      const { st, pt, lang, errorText } = words.current;
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
      else {
        const live = livePages(last?.changed ?? [], options.languages);
        setMessage({ tone: "success", text: liveSentence(lang, pt, live, options.languages), live });
      }
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

/** PublishNotice shows a publish's message, read out as it changes: the
 * pages made live as links in a disclosure (the first few, then how many
 * more); a refusal's items each on a line, the item's name a link to its
 * page. */
export function PublishNotice({ message }: { message: PublishMessage | null }) {
  const { qt } = usePendingTexts();
  return (
    <div aria-live="polite" className="space-y-1">
      {message && (
        <Notice tone={message.tone}>
          {message.text}
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
      {message?.live && message.live.length > 0 && <LiveLinks pages={message.live} />}
    </div>
  );
}

/** LiveLinks lists the pages a publish made live, each a link to the page
 * on the site in its language, the first linksShown of them. */
function LiveLinks({ pages }: { pages: LivePage[] }) {
  const { pt, lang } = usePublishingTexts();
  const rest = pages.length - linksShown;
  return (
    <details className="rounded-lg border border-success-700/30 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-success-700">{plural(lang, pt.liveNow.links, pages.length)}</summary>
      <ul className="mt-1 space-y-1">
        {pages.slice(0, linksShown).map((p) => (
          <li key={p.path}>
            <a href={p.path} hrefLang={p.lang} target="_blank" rel="noopener" className="inline-flex min-h-6 items-center underline underline-offset-2">
              {fill(pt.liveNow.link, { page: pageName(pt, p.route), language: languageName(lang, p.lang) })}
            </a>
          </li>
        ))}
        {rest > 0 && <li className="text-ink-600">{plural(lang, pt.liveNow.more, rest)}</li>}
      </ul>
    </details>
  );
}
