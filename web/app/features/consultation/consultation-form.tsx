import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { whatsappLink } from "~/lib/contact-links";
import { track } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { ContactMethodField } from "./contact-method-field";
import { Field, FieldError, Select, focusField, inputClass } from "./form-controls";
import { ErrorSummary, FailureNotice, SuccessPanel } from "./form-status";
import { budgets, choiceLabel, contactMethods, fieldRules, isMeeting, services } from "./options";
import { presetValues } from "./preset";
import { useProblemText } from "./problem-text";
import { leadRequest, sendLead } from "./submit";
import { useAbandonment } from "./use-abandonment";
import { emptyValues, fields, firstProblem, validateField, validateLead, type Field as FieldName, type LeadValues, type Problems } from "./validate";

const FORM_NAME = "consultation";
/** How much of the message the WhatsApp fallback carries: a link has to stay short. */
const WHATSAPP_MESSAGE_CHARS = 1000;

type Failure = "network" | "rateLimited" | "server";
type Focus = { target: "summary" | "failure" | "success" | "name"; n: number };

/** ConsultationForm: the consultation request, checked in the browser as a
 * convenience and by the server as the authority (its 422 problems are
 * shown the same way). What the visitor typed stays in the form whatever
 * goes wrong; on success a confirmation takes its place. */
export function ConsultationForm({ projectTitles = {} }: { projectTitles?: Readonly<Record<number, string>> }) {
  const { t } = useTranslation();
  const { lang, variant, to } = useSite();
  const { pathname, search } = useLocation();
  const problemText = useProblemText();
  const abandonment = useAbandonment(FORM_NAME);

  const [values, setValues] = useState<LeadValues>(emptyValues);
  const [errors, setErrors] = useState<Problems>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<{ service: string; method: string; email: string } | null>(null);
  // The button works once the page is hydrated: before that a click would
  // be a plain HTML submission the API does not take.
  const [ready, setReady] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);

  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The fill time counts from the first render in the browser; a 422 and
    // a second try do not restart it.
    startedAt.current = performance.now();
    setReady(true);
    // A request link (a project's "Request work now") fills in what it
    // names; the page was prerendered without it, so this waits for hydration.
    const preset = presetValues(search, projectTitles, (project) => t("consultation.preset.message", { project }));
    if (Object.keys(preset).length > 0) setValues((v) => ({ ...v, ...preset }));
  }, []);

  useEffect(() => {
    if (!focus) return;
    if (focus.target === "name") focusField("name");
    else ({ summary: summaryRef, failure: failureRef, success: successRef })[focus.target].current?.focus();
  }, [focus]);

  const moveFocus = (target: Focus["target"]) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }));

  function set<K extends keyof LeadValues>(field: K, value: LeadValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    abandonment.changed(field);
    // A shown error follows the fix as it is typed. New errors wait for the
    // next submit: one appearing on blur would move the button being clicked.
    setErrors((prev) => {
      const related: FieldName[] = field === "contactMethod" ? ["contactMethod", "meetingTime"] : [field];
      const updated = { ...prev };
      for (const f of related) if (prev[f]) updated[f] = validateField(f, next);
      return updated;
    });
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending || !ready) return;
    setAttempted(true);
    setFailure(null);
    const problems = validateLead(values);
    setErrors(problems);
    if (firstProblem(problems)) {
      moveFocus("summary");
      return;
    }
    setSending(true);
    const result = await sendLead(
      leadRequest(values, {
        pagePath: pathname,
        website: honeypot.current?.value ?? "",
        fillTimeMs: performance.now() - startedAt.current,
      }),
    );
    setSending(false);
    track("form_submission", { form_name: FORM_NAME, success: result.kind === "created" });
    switch (result.kind) {
      case "created":
        abandonment.sent();
        setSent({
          service: choiceLabel(services, values.service, lang),
          method: choiceLabel(contactMethods, values.contactMethod, lang),
          email: values.email.trim(),
        });
        moveFocus("success");
        return;
      case "invalid":
        setErrors(result.problems);
        moveFocus("summary");
        return;
      case "rate_limited":
        setFailure("rateLimited");
        break;
      case "failed":
        setFailure(result.status === 0 ? "network" : "server");
        break;
    }
    moveFocus("failure");
  }

  function again() {
    setValues(emptyValues);
    setErrors({});
    setAttempted(false);
    setFailure(null);
    setSent(null);
    abandonment.reset();
    startedAt.current = performance.now();
    moveFocus("name");
  }

  if (sent) return <SuccessPanel ref={successRef} {...sent} onAgain={again} />;

  const error = (field: FieldName) => {
    const code = errors[field];
    return code ? problemText(field, code) : undefined;
  };
  const label = (field: Exclude<FieldName, "consent">) => t(`consultation.fields.${field}.label`);
  const summaryItems = attempted
    ? fields.flatMap((field) => {
        const text = error(field);
        return text ? [{ field, label: field === "consent" ? t("consultation.fields.consent.summary") : label(field), text }] : [];
      })
    : [];
  const whatsappText = [
    t("consultation.failure.whatsappGreeting", { brand: t("meta.brand") }),
    values.name.trim() ? t("consultation.failure.whatsappName", { name: values.name.trim() }) : "",
    [...values.message.trim()].slice(0, WHATSAPP_MESSAGE_CHARS).join(""),
  ]
    .filter(Boolean)
    .join("\n\n");

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="consultation-title"
      onSubmit={submit}
      onFocus={(e) => {
        const name = e.target instanceof HTMLElement ? e.target.getAttribute("name") : null;
        if (name && name !== "website") abandonment.focused(name);
      }}
      className="space-y-6"
    >
      {summaryItems.length > 0 && <ErrorSummary ref={summaryRef} items={summaryItems} />}

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
        <Field name="phone" label={label("phone")} optional hint={t("consultation.fields.phone.hint")} error={error("phone")}>
          {(c) => (
            <input {...c} type="tel" dir="ltr" autoComplete="tel" inputMode="tel" value={values.phone}
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
              options={services.map((s) => ({ value: s.value, label: s.label[lang] }))}
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

      <div>
        <div className="flex items-start gap-3">
          <input id="consultation-consent" name="consent" type="checkbox" required checked={values.consent}
            aria-invalid={Boolean(errors.consent)} aria-describedby={errors.consent ? "consultation-consent-error" : undefined}
            onChange={(e) => set("consent", e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-accent-600" />
          <label htmlFor="consultation-consent" className="text-ink-800">
            {t("consultation.fields.consent.before")}
            <a href={to("/privacy-policy")} target="_blank" rel="noopener" className="font-semibold text-accent-600 underline underline-offset-2 hover:no-underline">
              {t("consultation.fields.consent.link")}
              <span className="sr-only"> {t("consultation.newTab")}</span>
            </a>
            {t("consultation.fields.consent.after")}
          </label>
        </div>
        <div className="ms-8">
          <FieldError name="consent" error={error("consent")} />
        </div>
      </div>

      {/* The honeypot: hidden from people and screen readers, left empty by them. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="consultation-website">{t("consultation.fields.website.label")}</label>
        <input ref={honeypot} id="consultation-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {failure && <FailureNotice ref={failureRef} reason={failure} whatsappHref={whatsappLink(variant, whatsappText)} />}

      <button type="submit" disabled={!ready} aria-disabled={sending || undefined}
        className="bg-brand-gradient inline-flex w-full items-center justify-center gap-2 rounded-pill px-7 py-3.5 text-lg font-semibold text-white shadow-card transition hover:brightness-110 disabled:opacity-60 sm:w-auto">
        {sending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        {sending ? t("consultation.sending") : t("consultation.submit")}
      </button>
    </form>
  );
}
