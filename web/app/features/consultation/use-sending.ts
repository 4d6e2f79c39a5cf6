import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { newIdempotencyKey, type LeadContext } from "./submit";

/** Why sending failed, as the form says it: no answer, too many tries, or the server's fault. */
export type Failure = "network" | "rateLimited" | "server";

/** useSending is what the consultation form and the booking form do alike
 * around sending: the fill time, counted from the first render in the
 * browser (a 422 and a second try do not restart it); one Idempotency-Key
 * per filled form, kept while the visitor retries and dropped when they
 * change what they typed (that is a new request); the honeypot; the
 * sending flag and the failure; and where focus goes after each step
 * (focusers: a function per target that focuses it, "failure" among them). */
export function useSending<Target extends string>(focusers: Record<Target | "failure", () => void>) {
  const { pathname } = useLocation();
  const startedAt = useRef(0);
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focus, setFocus] = useState<{ target: Target | "failure"; n: number } | null>(null);

  useEffect(() => {
    startedAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (focus) focusers[focus.target]();
  }, [focus]);

  const moveFocus = (target: Target | "failure") => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }));

  return {
    sending,
    failure,
    honeypot,
    moveFocus,
    /** The visitor changed what they typed: the next send is a new request. */
    changed: () => {
      idempotencyKey.current = null;
    },
    /** send posts through post with the page's context and the form's key. */
    async send<R>(post: (context: LeadContext, idempotencyKey: string) => Promise<R>): Promise<R> {
      setFailure(null);
      setSending(true);
      idempotencyKey.current ??= newIdempotencyKey();
      const result = await post(
        { pagePath: pathname, website: honeypot.current?.value ?? "", fillTimeMs: performance.now() - startedAt.current },
        idempotencyKey.current,
      );
      setSending(false);
      return result;
    },
    /** fail shows why a send was not taken (a rate limit; no answer, a
     * failed one with status 0; else the server's fault, nothing the visitor
     * can fix); focus goes to it. */
    fail: (result: { kind: string; status?: number }) => {
      setFailure(result.kind === "rate_limited" ? "rateLimited" : result.kind === "failed" && result.status === 0 ? "network" : "server");
      moveFocus("failure");
    },
    /** clearFailure: a new attempt, checked in the browser first. */
    clearFailure: () => setFailure(null),
    /** restart: a new form, after a success. */
    restart: () => {
      idempotencyKey.current = null;
      startedAt.current = performance.now();
      setFailure(null);
    },
  };
}
