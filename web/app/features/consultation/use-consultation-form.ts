import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { type Contacts, whatsappLink } from "~/lib/contact-links";
import { track } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { focusField } from "./form-controls";
import type { ServiceName } from "~/content/services";
import { choiceLabel, contactMethods } from "./options";
import { presetValues } from "./preset";
import { useProblemText } from "./problem-text";
import { leadRequest, sendLead } from "./submit";
import { useAbandonment } from "./use-abandonment";
import { useSending } from "./use-sending";
import { emptyValues, fields, firstProblem, validateField, validateLead, type Field, type LeadValues, type Problems } from "./validate";

const FORM_NAME = "consultation";
/** How much of the message the WhatsApp fallback carries: a link has to stay short. */
const WHATSAPP_MESSAGE_CHARS = 1000;

/** useConsultationForm is the consultation form's behaviour: the values,
 * the checks in the browser (a convenience) and the server's 422 problems
 * (the authority) shown alike, sending, the failure and success states, and
 * where focus goes after each. What the visitor typed stays whatever goes
 * wrong. ConsultationForm is its view. services: the form's choices, ids
 * and names, and contacts the variant's (content, from the page's loader). */
export function useConsultationForm(contacts: Contacts, projectTitles: Readonly<Record<number, string>> = {}, services: readonly ServiceName[] = []) {
  const serviceIds = services.map((s) => s.id);
  const { t } = useTranslation();
  const { lang } = useSite();
  const { search } = useLocation();
  const problemText = useProblemText();
  const abandonment = useAbandonment(FORM_NAME);

  const [values, setValues] = useState<LeadValues>(emptyValues);
  const [errors, setErrors] = useState<Problems>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<{ service: string; method: string; email: string } | null>(null);
  // The button works once the page is hydrated: before that a click would
  // be a plain HTML submission the API does not take.
  const [ready, setReady] = useState(false);

  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const sender = useSending({
    summary: () => summaryRef.current?.focus(),
    failure: () => failureRef.current?.focus(),
    success: () => successRef.current?.focus(),
    name: () => focusField("name"),
  });

  useEffect(() => {
    setReady(true);
    // A request link (a project's "Start a project like this") fills in what it
    // names; the page was prerendered without it, so this waits for hydration.
    const preset = presetValues(search, projectTitles, (project) => t("consultation.preset.message", { project }), serviceIds);
    if (Object.keys(preset).length > 0) setValues((v) => ({ ...v, ...preset }));
  }, []);

  function set<K extends keyof LeadValues>(field: K, value: LeadValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    sender.changed();
    abandonment.changed(field);
    // A shown error follows the fix as it is typed. New errors wait for the
    // next submit: one appearing on blur would move the button being clicked.
    setErrors((prev) => {
      const related: Field[] = field === "contactMethod" ? ["contactMethod", "meetingTime", "phone"] : [field];
      const updated = { ...prev };
      for (const f of related) if (prev[f]) updated[f] = validateField(f, next, serviceIds);
      return updated;
    });
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sender.sending || !ready) return;
    setAttempted(true);
    sender.clearFailure();
    const problems = validateLead(values, serviceIds);
    setErrors(problems);
    if (firstProblem(problems)) {
      sender.moveFocus("summary");
      return;
    }
    const result = await sender.send((context, key) => sendLead(leadRequest(values, context), key));
    track("form_submission", { form_name: FORM_NAME, success: result.kind === "created" });
    switch (result.kind) {
      case "created":
        abandonment.sent();
        setSent({
          service: services.find((s) => s.id === values.service)?.name ?? values.service,
          method: choiceLabel(contactMethods, values.contactMethod, lang),
          email: values.email.trim(),
        });
        sender.moveFocus("success");
        return;
      case "invalid":
        setErrors(result.problems);
        sender.moveFocus("summary");
        return;
      default:
        sender.fail(result);
    }
  }

  function again() {
    setValues(emptyValues);
    setErrors({});
    setAttempted(false);
    setSent(null);
    abandonment.reset();
    sender.restart();
    sender.moveFocus("name");
  }

  /** The field's problem in words, or undefined. */
  const error = (field: Field) => {
    const code = errors[field];
    return code ? problemText(field, code) : undefined;
  };
  const label = (field: Exclude<Field, "consent">) => t(`consultation.fields.${field}.label`);
  const summaryItems = attempted
    ? fields.flatMap((field) => {
        const text = error(field);
        return text ? [{ field, label: field === "consent" ? t("consultation.fields.consent.summary") : label(field), text }] : [];
      })
    : [];
  /** The WhatsApp fallback of a failure, carrying what was typed. */
  const whatsappHref = () =>
    whatsappLink(
      contacts,
      [
        t("consultation.failure.whatsappGreeting", { brand: t("meta.brand") }),
        values.name.trim() ? t("consultation.failure.whatsappName", { name: values.name.trim() }) : "",
        [...values.message.trim()].slice(0, WHATSAPP_MESSAGE_CHARS).join(""),
      ]
        .filter(Boolean)
        .join("\n\n"),
    );

  return {
    values, errors, sending: sender.sending, failure: sender.failure, sent, ready, set, submit, again, error, label, summaryItems, whatsappHref,
    refs: { honeypot: sender.honeypot, summary: summaryRef, failure: failureRef, success: successRef },
    /** onFocus of the form: the abandonment event remembers the last field. */
    focused: (name: string | null) => {
      if (name && name !== "website") abandonment.focused(name);
    },
  };
}
