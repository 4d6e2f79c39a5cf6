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
import { leadRequest, newIdempotencyKey, sendLead } from "./submit";
import { useAbandonment } from "./use-abandonment";
import { emptyValues, fields, firstProblem, validateField, validateLead, type Field, type LeadValues, type Problems } from "./validate";

const FORM_NAME = "consultation";
/** How much of the message the WhatsApp fallback carries: a link has to stay short. */
const WHATSAPP_MESSAGE_CHARS = 1000;

export type Failure = "network" | "rateLimited" | "server";
type Focus = { target: "summary" | "failure" | "success" | "name"; n: number };

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
  // One key per filled form: kept while the visitor retries, dropped when
  // they change what they typed (that is a new request).
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The fill time counts from the first render in the browser; a 422 and
    // a second try do not restart it.
    startedAt.current = performance.now();
    setReady(true);
    // A request link (a project's "Start a project like this") fills in what it
    // names; the page was prerendered without it, so this waits for hydration.
    const preset = presetValues(search, projectTitles, (project) => t("consultation.preset.message", { project }), serviceIds);
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
    idempotencyKey.current = null;
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
    if (sending || !ready) return;
    setAttempted(true);
    setFailure(null);
    const problems = validateLead(values, serviceIds);
    setErrors(problems);
    if (firstProblem(problems)) {
      moveFocus("summary");
      return;
    }
    setSending(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await sendLead(
      leadRequest(values, {
        pagePath: pathname,
        website: honeypot.current?.value ?? "",
        fillTimeMs: performance.now() - startedAt.current,
      }),
      idempotencyKey.current,
    );
    setSending(false);
    track("form_submission", { form_name: FORM_NAME, success: result.kind === "created" });
    switch (result.kind) {
      case "created":
        abandonment.sent();
        setSent({
          service: services.find((s) => s.id === values.service)?.name ?? values.service,
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
    idempotencyKey.current = null;
    setErrors({});
    setAttempted(false);
    setFailure(null);
    setSent(null);
    abandonment.reset();
    startedAt.current = performance.now();
    moveFocus("name");
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
    values, errors, sending, failure, sent, ready, set, submit, again, error, label, summaryItems, whatsappHref,
    refs: { honeypot, summary: summaryRef, failure: failureRef, success: successRef },
    /** onFocus of the form: the abandonment event remembers the last field. */
    focused: (name: string | null) => {
      if (name && name !== "website") abandonment.focused(name);
    },
  };
}
