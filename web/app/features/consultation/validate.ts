import { budgets, contactMethods, fieldRules, isChoice, isMeeting, needsPhone, type Choice, type ProblemCode, type RequestField, type Rule } from "./options";

/** The request's fields the page fills in itself; the visitor types the others. */
const pageFields: readonly RequestField[] = ["pagePath", "website", "fillTimeMs"];

/** A field the visitor fills in. */
export type Field = Exclude<RequestField, "pagePath" | "website" | "fillTimeMs">;

/** What the visitor fills in. */
export type LeadValues = { [F in Field]: F extends "consent" ? boolean : string };

export type Problems = Partial<Record<Field, ProblemCode>>;

/** The fields in the order the form shows them, which is schema.json's: the
 * error summary lists problems in this order and the first one gets focus. */
export const fields = (Object.keys(fieldRules) as RequestField[]).filter((f): f is Field => !pageFields.includes(f));

export const emptyValues = Object.fromEntries(fields.map((f) => [f, f === "consent" ? false : ""])) as LeadValues;

// Control characters, lone surrogates' replacement and the Unicode line
// separators: the server refuses them (they could forge mail headers).
const singleLineBad = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;
const multiLineBad = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;

/** Length in characters (code points), as the server counts: an Arabic or
 * emoji-laden name is held to the same limit as a Latin one. */
function length(s: string): number {
  return [...s].length;
}

function textCode(raw: string, r: Rule): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return r.required ? "required" : undefined;
  if ((r.multiline ? multiLineBad : singleLineBad).test(s)) return "invalid";
  const n = length(s);
  if (n < (r.min ?? 0)) return "too_short";
  if (r.max !== undefined && n > r.max) return "too_long";
  return undefined;
}

/** emailCode mirrors the server's checks closely enough to catch typing
 * mistakes; the server's answer remains the authority. */
export function emailCode(raw: string): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return "required";
  if (length(s) > (fieldRules.email.max ?? Infinity)) return "too_long";
  if (singleLineBad.test(s) || /[\s<>()"]/.test(s)) return "invalid";
  if ([...(fieldRules.email.forbidden ?? "")].some((c) => s.includes(c))) return "invalid";
  const at = s.indexOf("@");
  if (at <= 0 || at !== s.lastIndexOf("@") || at > 64) return "invalid";
  const labels = s.slice(at + 1).split(".");
  if (labels.length < 2) return "invalid";
  if (labels.some((l) => l === "" || l.length > 63 || l.startsWith("-") || l.endsWith("-"))) return "invalid";
  if (/^\d+$/.test(labels[labels.length - 1] ?? "")) return "invalid";
  const local = s.slice(0, at);
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return "invalid";
  return undefined;
}

/** phoneCode asks for an international number: "+" or "00", the country
 * code, then the number; spaces, dots, dashes and brackets are allowed.
 * Whether the number exists in its country's plan the server decides. It is
 * required when the chosen contact method needs it (needed). */
export function phoneCode(raw: string, needed = false): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return needed ? "required" : undefined;
  const compact = s.replace(/[\s.\-()]/g, "").replace(/^00/, "+");
  return new RegExp(fieldRules.phone.pattern ?? "").test(compact) ? undefined : "invalid";
}

function choiceCode(value: string, r: Rule, list: readonly Pick<Choice, "value">[]): ProblemCode | undefined {
  if (value === "") return r.required ? "required" : undefined;
  return isChoice(list, value) ? undefined : "unknown";
}

/** validateField checks one field the way the server would; services are
 * the ids of the services the form offers (from the page's loader). */
export function validateField(field: Field, v: LeadValues, services: readonly string[]): ProblemCode | undefined {
  switch (field) {
    case "name":
    case "company":
    case "message":
      return textCode(v[field], fieldRules[field]);
    case "email":
      return emailCode(v.email);
    case "phone":
      return phoneCode(v.phone, needsPhone(v.contactMethod));
    case "service":
      return choiceCode(
        v.service,
        fieldRules.service,
        services.map((value) => ({ value })),
      );
    case "budget":
      return choiceCode(v.budget, fieldRules.budget, budgets);
    case "contactMethod":
      return choiceCode(v.contactMethod, fieldRules.contactMethod, contactMethods);
    case "meetingTime":
      // Only asked (and sent) when a meeting is the chosen contact method.
      return isMeeting(v.contactMethod) ? textCode(v.meetingTime, fieldRules.meetingTime) : undefined;
    case "consent":
      return v.consent || !fieldRules.consent.required ? undefined : "required";
  }
}

/** validateLead returns every problem at once, like the server's 422. */
export function validateLead(v: LeadValues, services: readonly string[]): Problems {
  const problems: Problems = {};
  for (const field of fields) {
    const code = validateField(field, v, services);
    if (code) problems[field] = code;
  }
  return problems;
}

/** firstProblem is the first field, in form order, that has a problem. */
export function firstProblem(problems: Problems): Field | undefined {
  return fields.find((f) => problems[f] !== undefined);
}
