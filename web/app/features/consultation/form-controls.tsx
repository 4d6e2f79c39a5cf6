import { ChevronDown, CircleAlert } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site";

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

export function fieldId(name: string): string {
  return `consultation-${name}`;
}

function describedBy(name: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** controlProps are the id, name and ARIA attributes of a field's control. */
export function controlProps(name: string, hint?: string, error?: string): ControlProps {
  return { id: fieldId(name), name, "aria-invalid": Boolean(error), "aria-describedby": describedBy(name, hint, error) };
}

export const inputClass =
  "block w-full rounded-xl border border-ink-400 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-400 " +
  "transition-colors hover:border-ink-600 focus-visible:border-accent-500 " +
  "aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50";

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({ name, hint }: { name: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-sm text-ink-600">
      {hint}
    </p>
  );
}

interface FieldProps {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}

/** Field lays out a label, an optional hint, the control and its error;
 * the control gets the attributes that connect them. */
export function Field({ name, label, optional, hint, error, className, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block font-semibold text-ink-900">
        {label}
        {optional && <span className="ms-1.5 text-sm font-normal text-ink-600">({t("consultation.optional")})</span>}
      </label>
      <div className="mt-2">{children(controlProps(name, hint, error))}</div>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  );
}

interface SelectProps {
  control: ControlProps;
  value: string;
  placeholder: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** Select is a native select (keyboard and screen readers work as they
 * expect) with a placeholder entry for "nothing chosen". */
export function Select({ control, value, placeholder, required, options, onChange }: SelectProps) {
  return (
    <div className="relative">
      <select
        {...control}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} appearance-none pe-11`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-4 top-1/2 size-5 -translate-y-1/2 text-ink-600" />
    </div>
  );
}

/** focusField moves focus to a field's control: for a group of radios, the
 * checked one or else the first. Returns whether there was one. */
export function focusField(name: string): boolean {
  const el = document.getElementById(fieldId(name));
  const target = el instanceof HTMLFieldSetElement ? el.querySelector<HTMLElement>("input:checked, input") : el;
  if (!target) return false;
  target.focus();
  return true;
}

/** The consent checkbox with its link to the privacy policy, as the
 * consultation and booking forms ask it. */
export function ConsentField({ checked, invalid, error, onChange }: { checked: boolean; invalid: boolean; error?: string; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={fieldId("consent")} name="consent" type="checkbox" required checked={checked}
          aria-invalid={invalid} aria-describedby={invalid ? `${fieldId("consent")}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)} className="mt-1 size-5 shrink-0 accent-accent-600" />
        <label htmlFor={fieldId("consent")} className="text-ink-800">
          {t("consultation.fields.consent.before")}
          <a href={to("/privacy-policy")} target="_blank" rel="noopener" className="font-semibold text-accent-600 underline underline-offset-2 hover:no-underline">
            {t("consultation.fields.consent.link")}
            <span className="sr-only"> {t("consultation.newTab")}</span>
          </a>
          {t("consultation.fields.consent.after")}
        </label>
      </div>
      <div className="ms-8">
        <FieldError name="consent" error={error} />
      </div>
    </div>
  );
}

/** The honeypot: hidden from people and screen readers, left empty by them. */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={fieldId("website")}>{t("consultation.fields.website.label")}</label>
      <input ref={inputRef} id={fieldId("website")} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
