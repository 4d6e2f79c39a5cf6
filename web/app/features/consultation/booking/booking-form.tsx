import { Loader2, Phone, Send, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { whatsappLink } from "~/lib/contact-links";
import { usePageContacts, useSite } from "~/lib/use-site";
import type { ServiceName } from "~/content/services";
import { ConsentField, Field, FieldError, Honeypot, Select, fieldId, inputClass } from "../form-controls";
import { ErrorSummary, FailureNotice } from "../form-status";
import { budgets, fieldRules, type ProblemCode } from "../options";
import { useProblemText } from "../problem-text";
import type { MeetingBy } from "./api";
import type { BookingField } from "./booking-values";
import type { useBooking } from "./use-booking";

interface Props {
  booking: ReturnType<typeof useBooking>;
  services: readonly ServiceName[];
  /** The chosen slot in words, shown above the button. */
  chosenText: string | null;
}

/** BookingForm is the consultation form's fields for a booking (the same
 * controls, rules, honeypot and consent), how to meet, every problem in a
 * summary and at its field, and the button. */
export function BookingForm({ booking, services, chosenText }: Props) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const problemText = useProblemText();
  const { values, set, problems, summary, sending, failure, submit, refs } = booking;

  const error = (field: BookingField | "start" | "visitorZone"): string | undefined => {
    const code = problems[field];
    if (!code) return undefined;
    if (field === "start" || field === "visitorZone" || field === "meetingBy") return t(`booking.errors.${field}`);
    // The consultation form's words offer e-mail instead, which a call is not.
    if (field === "phone" && code === "required") return t("booking.errors.phone");
    return problemText(field, code as ProblemCode);
  };
  const label = (field: BookingField | "start" | "visitorZone") =>
    field === "start" ? t("booking.picker.days")
    : field === "visitorZone" ? t("booking.zone.label")
    : field === "meetingBy" ? t("booking.form.meetingBy.label")
    : field === "consent" ? t("consultation.fields.consent.summary")
    : t(`consultation.fields.${field}.label`);
  const summaryItems = summary.map((field) => ({
    field,
    label: label(field),
    text: error(field) ?? "",
  }));
  const meetingOptions: { value: MeetingBy; icon: React.ReactNode }[] = [
    { value: "video", icon: <Video aria-hidden="true" className="size-5" /> },
    { value: "phone", icon: <Phone aria-hidden="true" className="size-5" /> },
  ];

  return (
    <form method="post" noValidate aria-labelledby="booking-form-title" onSubmit={submit} className="space-y-6">
      <h2 id="booking-form-title" className="text-2xl font-bold text-ink-900">
        {t("booking.form.title")}
      </h2>
      {summaryItems.length > 0 && <ErrorSummary ref={refs.summary} items={summaryItems} />}

      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <Field name="name" label={label("name")} error={error("name")}>
          {(c) => <input {...c} type="text" autoComplete="name" required value={values.name} onChange={(e) => set("name", e.target.value)} className={inputClass} />}
        </Field>
        <Field name="email" label={label("email")} hint={t("consultation.fields.email.hint")} error={error("email")}>
          {(c) => (
            <input {...c} type="email" dir="ltr" autoComplete="email" inputMode="email" required value={values.email}
              onChange={(e) => set("email", e.target.value)} className={`${inputClass} rtl:text-end`} />
          )}
        </Field>

        <fieldset id={fieldId("meetingBy")} className="sm:col-span-2">
          <legend className="font-semibold text-ink-900">{label("meetingBy")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {meetingOptions.map((m) => (
              <label key={m.value}
                className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-400 bg-white px-3.5 py-3 text-ink-900 hover:border-ink-600 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50 has-[:checked]:ring-1 has-[:checked]:ring-accent-500">
                <input type="radio" name="meetingBy" value={m.value} checked={values.meetingBy === m.value}
                  onChange={() => set("meetingBy", m.value)} className="size-4 shrink-0 accent-accent-600" />
                <span className="text-ink-700">{m.icon}</span>
                <span className="font-medium">{t(`booking.form.meetingBy.${m.value}`)}</span>
              </label>
            ))}
          </div>
          <FieldError name="meetingBy" error={error("meetingBy")} />
        </fieldset>

        <Field name="phone" label={label("phone")} hint={t("consultation.fields.phone.hint")} error={error("phone")}>
          {(c) => (
            <input {...c} type="tel" dir="ltr" autoComplete="tel" inputMode="tel" required value={values.phone}
              onChange={(e) => set("phone", e.target.value)} className={`${inputClass} rtl:text-end`} />
          )}
        </Field>
        <Field name="company" label={label("company")} optional error={error("company")}>
          {(c) => <input {...c} type="text" autoComplete="organization" value={values.company} onChange={(e) => set("company", e.target.value)} className={inputClass} />}
        </Field>
        <Field name="service" label={label("service")} error={error("service")}>
          {(control) => (
            <Select control={control} required value={values.service} placeholder={t("consultation.fields.service.placeholder")}
              options={services.map((s) => ({ value: s.id, label: s.name }))} onChange={(v) => set("service", v)} />
          )}
        </Field>
        <BudgetField value={values.budget} error={error("budget")} onChange={(v) => set("budget", v)} />

        <Field name="message" label={label("message")} error={error("message")} className="sm:col-span-2"
          hint={t("consultation.fields.message.hint", { min: fieldRules.message.min, count: fieldRules.message.min })}>
          {(c) => <textarea {...c} rows={4} required value={values.message} onChange={(e) => set("message", e.target.value)} className={`${inputClass} resize-y`} />}
        </Field>
      </div>

      <ConsentField checked={values.consent} invalid={Boolean(problems.consent)} error={error("consent")} onChange={(c) => set("consent", c)} />

      <Honeypot inputRef={refs.honeypot} />

      {failure && <FailureNotice ref={refs.failure} reason={failure} whatsappHref={whatsappLink(contacts, t("contact.whatsappMessage", { brand: t("meta.brand") }))} />}

      {chosenText && <p className="rounded-xl bg-accent-50 px-4 py-3 font-semibold text-ink-900">{chosenText}</p>}
      <button type="submit" aria-disabled={sending || undefined}
        className="bg-brand-gradient inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-pill px-7 py-3.5 text-lg font-semibold text-white shadow-card transition hover:brightness-110 sm:w-auto">
        {sending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        {sending ? t("booking.form.sending") : t("booking.form.submit")}
      </button>
    </form>
  );
}

function BudgetField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <Field name="budget" label={t("consultation.fields.budget.label")} optional error={error}>
      {(control) => (
        <Select control={control} value={value} placeholder={t("consultation.fields.budget.placeholder")}
          options={budgets.map((b) => ({ value: b.value, label: b.label[lang] }))} onChange={onChange} />
      )}
    </Field>
  );
}
