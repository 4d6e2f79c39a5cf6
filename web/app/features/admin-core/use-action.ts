import { useNavigate, useRevalidator } from "react-router";
import { useState, type FormEvent } from "react";
import { ApiError, call } from "./api";

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** useAction runs a form's API call: while it runs `busy`, then its outcome;
 * after a success the page's data is loaded again (the server's view wins),
 * and a lost session goes to the sign-in page. */
export function useAction<T = unknown>(options: { reload?: boolean } = {}) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const run = async (send: () => Promise<T>): Promise<Outcome<T>> => {
    setBusy(true);
    const result = await call(send);
    if (!result.ok && result.error.status === 401) {
      await navigate(`/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return result;
    }
    // A conflict also reloads: the page then shows what the other person saved.
    if (options.reload !== false && (result.ok || result.error.code === "conflict")) await revalidator.revalidate();
    setOutcome(result);
    setBusy(false);
    return result;
  };
  const onSubmit = (send: (form: FormData, element: HTMLFormElement) => Promise<T>) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    const form = new FormData(element, (e.nativeEvent as SubmitEvent).submitter);
    void run(() => send(form, element)).then((r) => {
      if (r.ok) element.reset();
    });
  };
  return { busy, outcome, error: outcome && !outcome.ok ? outcome.error : undefined, ok: outcome?.ok === true, run, onSubmit, clear: () => setOutcome(undefined) };
}
