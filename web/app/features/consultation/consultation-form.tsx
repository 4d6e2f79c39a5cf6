import { Loader2, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Contacts } from "~/lib/contact-links";
import { useSite } from "~/lib/use-site";
import { ContactMethodField } from "./contact-method-field";
import { ConsentField, Field, Honeypot, Select, inputClass } from "./form-controls";
import { ErrorSummary, FailureNotice, SuccessPanel } from "./form-status";
import type { ServiceName } from "~/content/services";
import { budgets, fieldRules, isMeeting, needsPhone } from "./options";
import { useConsultationForm } from "./use-consultation-form";

/** ConsultationForm is the view of the consultation request: the fields,
 * the error summary, the failure notice and, once sent, the confirmation in
 * its place. Its behaviour is useConsultationForm's. services are its
 * choices of service and contacts the variant's (content, from the page's loader). */
export function ConsultationForm({
  contacts,
  projectTitles = {},
  services,
}: {
  /** The variant's contacts: a failed send offers WhatsApp, what was typed prefilled. */
  contacts: Contacts;
  projectTitles?: Readonly<Record<number, string>>;
  services: readonly ServiceName[];
}) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const { values, errors, sending, failure, sent, ready, set, submit, again, error, label, summaryItems, whatsappHref, refs, focused } =
    useConsultationForm(contacts, projectTitles, services);

  if (sent) return <SuccessPanel ref={refs.success} {...sent} onAgain={again} />;

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="consultation-title"
      onSubmit={submit}
      onFocus={(e) => focused(e.target instanceof HTMLElement ? e.target.getAttribute("name") : null)}
      className="space-y-6"
    >
      {summaryItems.length > 0 && <ErrorSummary ref={refs.summary} items={summaryItems} />}

      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <Field name="name" label={label("name")} error={error("name")}>
          {(c) => (
            <input {...c} type="text" autoComplete="name" required value={values.name}
              onChange={(e) => set("name", e.target.value)} className={inputClass} />
          )}
        </Field>
        <Field name="email" label={label("email")} hint={t("consultation.fields.email.hint")} error={error("email")}>
          {(c) => (
            <input {...c} type="email" dir="ltr" autoComplete="email" inputMode="email" required value={values.email}
              onChange={(e) => set("email", e.target.value)} className={`${inputClass} rtl:text-end`} />
          )}
        </Field>
        <Field name="phone" label={label("phone")} optional={!needsPhone(values.contactMethod)} hint={t("consultation.fields.phone.hint")} error={error("phone")}>
          {(c) => (
            <input {...c} type="tel" dir="ltr" autoComplete="tel" inputMode="tel" required={needsPhone(values.contactMethod)} value={values.phone}
              onChange={(e) => set("phone", e.target.value)} className={`${inputClass} rtl:text-end`} />
          )}
        </Field>
        <Field name="company" label={label("company")} optional error={error("company")}>
          {(c) => (
            <input {...c} type="text" autoComplete="organization" value={values.company}
              onChange={(e) => set("company", e.target.value)} className={inputClass} />
          )}
        </Field>
        <Field name="service" label={label("service")} error={error("service")}>
          {(control) => (
            <Select control={control} required value={values.service} placeholder={t("consultation.fields.service.placeholder")}
              options={services.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(v) => set("service", v)} />
          )}
        </Field>
        <Field name="budget" label={label("budget")} optional error={error("budget")}>
          {(control) => (
            <Select control={control} value={values.budget} placeholder={t("consultation.fields.budget.placeholder")}
              options={budgets.map((b) => ({ value: b.value, label: b.label[lang] }))}
              onChange={(v) => set("budget", v)} />
          )}
        </Field>

        <ContactMethodField lang={lang} value={values.contactMethod} error={error("contactMethod")}
          onChange={(v) => set("contactMethod", v)} />

        {isMeeting(values.contactMethod) && (
          <Field name="meetingTime" label={label("meetingTime")} optional hint={t("consultation.fields.meetingTime.hint")}
            error={error("meetingTime")} className="sm:col-span-2">
            {(c) => (
              <input {...c} type="text" value={values.meetingTime} placeholder={t("consultation.fields.meetingTime.placeholder")}
                onChange={(e) => set("meetingTime", e.target.value)} className={inputClass} />
            )}
          </Field>
        )}

        <Field name="message" label={label("message")} error={error("message")} className="sm:col-span-2"
          hint={t("consultation.fields.message.hint", { min: fieldRules.message.min, count: fieldRules.message.min })}>
          {(c) => (
            <textarea {...c} rows={5} required value={values.message}
              onChange={(e) => set("message", e.target.value)} className={`${inputClass} resize-y`} />
          )}
        </Field>
      </div>

      <ConsentField checked={values.consent} invalid={Boolean(errors.consent)} error={error("consent")} onChange={(c) => set("consent", c)} />

      <Honeypot inputRef={refs.honeypot} />

      {failure && <FailureNotice ref={refs.failure} reason={failure} whatsappHref={whatsappHref()} />}

      <button type="submit" disabled={!ready} aria-disabled={sending || undefined}
        className="bg-brand-gradient inline-flex w-full items-center justify-center gap-2 rounded-pill px-7 py-3.5 text-lg font-semibold text-white shadow-card transition hover:brightness-110 disabled:opacity-60 sm:w-auto">
        {sending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        {sending ? t("consultation.sending") : t("consultation.submit")}
      </button>
    </form>
  );
}
