import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { ApiError } from "./api";
import { plural, useTexts, type PluralText } from "./texts";

/** Buttons and inputs share these classes so every screen looks alike;
 * on a phone they are 44 pixels high at least, a finger's tap target. */
export const button =
  "inline-flex min-h-11 sm:min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
export const primary = `${button} bg-accent-600 text-white hover:bg-accent-500`;
export const secondary = `${button} border border-ink-100 bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50`;
export const danger = `${button} bg-danger-700 text-white hover:bg-red-800`;
export const quiet = `${button} text-ink-700 hover:bg-ink-100`;
export const input =
  "block min-h-11 sm:min-h-10 w-full rounded-lg border border-ink-400 bg-white px-3 text-base text-ink-900 placeholder:text-ink-400 aria-invalid:border-danger-700 sm:text-sm";
export const card = "rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6";

interface FieldProps {
  label: string;
  hint?: string;
  problem?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}

/** Field labels a control and ties its hint and problem to it. */
export function Field({ label, hint, problem, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({ id, "aria-describedby": described, "aria-invalid": problem ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-400">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}

export function TextInput({ label, hint, problem, ...rest }: { label: string; hint?: string; problem?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} hint={hint} problem={problem}>{(a) => <input className={input} {...a} {...rest} />}</Field>;
}

export function TextArea({ label, hint, problem, ...rest }: { label: string; hint?: string; problem?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} hint={hint} problem={problem}>{(a) => <textarea className={`${input} min-h-24 py-2`} {...a} {...rest} />}</Field>;
}

export function Select({ label, problem, children, ...rest }: { label: string; problem?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} problem={problem}>
      {(a) => (
        <select className={input} {...a} {...rest}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** PasswordInput can show what was typed, which helps with long passphrases. */
export function PasswordInput({ label, hint, problem, ...rest }: { label: string; hint?: string; problem?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTexts();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} problem={problem}>
      {(a) => (
        <div className="relative">
          <input className={`${input} pe-20`} type={shown ? "text" : "password"} {...a} {...rest} />
          <button
            type="button"
            className="absolute inset-y-1 end-1 rounded-md px-3 text-sm font-semibold text-accent-600 hover:bg-accent-50"
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t.auth.hide : t.auth.show}
          </button>
        </div>
      )}
    </Field>
  );
}

/** Notice is a one-line outcome: `alert` for refusals, `status` otherwise. */
export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const colours = { error: "bg-danger-50 text-danger-700 border-danger-700/30", success: "bg-success-50 text-success-700 border-success-700/30", info: "bg-accent-50 text-ink-800 border-accent-400/40" };
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm ${colours[tone]}`}>
      {children}
    </p>
  );
}

/** The pills' colours. A pill's words say its status; the colour only
 * repeats them, so two lists may share a tone (a lost lead and a cancelled
 * meeting are both muted). */
const pillTones = {
  new: "bg-status-new/10 text-status-new ring-status-new/30",
  contacted: "bg-status-contacted/10 text-status-contacted ring-status-contacted/30",
  qualified: "bg-status-qualified/10 text-status-qualified ring-status-qualified/30",
  won: "bg-status-won/10 text-status-won ring-status-won/30",
  muted: "bg-ink-100 text-ink-700 ring-ink-300",
  success: "bg-success-50 text-success-700 ring-success-700/30",
  warn: "bg-warn-50 text-warn-700 ring-warn-700/30",
};
export type PillTone = keyof typeof pillTones;

/** Pill is a status in a few words, in a rounded badge of its tone. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${pillTones[tone]}`}>{children}</span>;
}

/** errorText is what to tell the user about a refused call. */
export function useErrorText(): (error: ApiError | undefined) => string | undefined {
  const { lang, t } = useTexts();
  return (error) => {
    if (!error) return undefined;
    if (error.code === "throttled") return plural(lang, t.errors.throttled, Math.max(1, Math.ceil((error.retryAfter || 60) / 60)));
    const text = (t.errors as Record<string, string | PluralText>)[error.code];
    return typeof text === "string" ? text : error.status === 0 ? t.errors.network : t.errors.generic;
  };
}

/** problemText translates a field's problem code. */
export function useProblemText(): (code: string | undefined) => string | undefined {
  const { t } = useTexts();
  return (code) => (code ? ((t.problems as Record<string, string>)[code] ?? t.problems.invalid) : undefined);
}

/** Section is a titled card; its heading names the region for screen readers. */
export function Section({ title, children, id, actions }: { title: ReactNode; children: ReactNode; id?: string; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className={card}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Details: label–value pairs, two columns from the small breakpoint on. */
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-700">{label}</dt>
          <dd className="-mt-2 min-w-0 break-words sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
