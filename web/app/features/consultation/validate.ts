import { budgets, contactMethods, isChoice, isMeeting, limits, services } from "./options";

/** What the visitor fills in. */
export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  budget: string;
  contactMethod: string;
  meetingTime: string;
  message: string;
  consent: boolean;
}

export type Field = keyof LeadValues;

/** The server's problem codes (internal/leads, Valid); the page translates them. */
export const problemCodes = ["required", "too_short", "too_long", "invalid", "unknown"] as const;
export type ProblemCode = (typeof problemCodes)[number];
export type Problems = Partial<Record<Field, ProblemCode>>;

/** The fields in the order the form shows them: the error summary lists
 * problems in this order and the first one gets focus. */
export const fields: readonly Field[] = [
  "name",
  "email",
  "phone",
  "company",
  "service",
  "budget",
  "contactMethod",
  "meetingTime",
  "message",
  "consent",
];

export const emptyValues: LeadValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  budget: "",
  contactMethod: "",
  meetingTime: "",
  message: "",
  consent: false,
};

/** The length limits of each text field, for the checks and the messages. */
export const lengthLimits: Partial<Record<Field, { min?: number; max: number }>> = {
  name: { min: limits.nameMin, max: limits.nameMax },
  email: { max: limits.emailMax },
  company: { max: limits.companyMax },
  meetingTime: { max: limits.meetingTimeMax },
  message: { min: limits.messageMin, max: limits.messageMax },
};

// Control characters, lone surrogates' replacement and the Unicode line
// separators: the server refuses them (they could forge mail headers).
const singleLineBad = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;
const multiLineBad = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;

/** Length in characters (code points), as the server counts: an Arabic or
 * emoji-laden name is held to the same limit as a Latin one. */
function length(s: string): number {
  return [...s].length;
}

function textCode(raw: string, required: boolean, min: number, max: number, multiline: boolean): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return required ? "required" : undefined;
  if ((multiline ? multiLineBad : singleLineBad).test(s)) return "invalid";
  const n = length(s);
  if (n < min) return "too_short";
  if (n > max) return "too_long";
  return undefined;
}

/** emailCode mirrors the server's checks closely enough to catch typing
 * mistakes; the server's answer remains the authority. */
export function emailCode(raw: string): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return "required";
  if (length(s) > limits.emailMax) return "too_long";
  if (singleLineBad.test(s) || /[\s<>()"]/.test(s)) return "invalid";
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
 * Whether the number exists in its country's plan the server decides. */
export function phoneCode(raw: string): ProblemCode | undefined {
  const s = raw.trim();
  if (s === "") return undefined;
  const compact = s.replace(/[\s.\-()]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{6,14}$/.test(compact) ? undefined : "invalid";
}

function choiceCode(value: string, required: boolean, known: boolean): ProblemCode | undefined {
  if (value === "") return required ? "required" : undefined;
  return known ? undefined : "unknown";
}

/** validateField checks one field the way the server would. */
export function validateField(field: Field, v: LeadValues): ProblemCode | undefined {
  switch (field) {
    case "name":
      return textCode(v.name, true, limits.nameMin, limits.nameMax, false);
    case "email":
      return emailCode(v.email);
    case "phone":
      return phoneCode(v.phone);
    case "company":
      return textCode(v.company, false, 0, limits.companyMax, false);
    case "service":
      return choiceCode(v.service, true, isChoice(services, v.service));
    case "budget":
      return choiceCode(v.budget, false, isChoice(budgets, v.budget));
    case "contactMethod":
      return choiceCode(v.contactMethod, true, isChoice(contactMethods, v.contactMethod));
    case "meetingTime":
      // Only asked (and sent) when a meeting is the chosen contact method.
      return isMeeting(v.contactMethod) ? textCode(v.meetingTime, false, 0, limits.meetingTimeMax, false) : undefined;
    case "message":
      return textCode(v.message, true, limits.messageMin, limits.messageMax, true);
    case "consent":
      return v.consent ? undefined : "required";
  }
}

/** validateLead returns every problem at once, like the server's 422. */
export function validateLead(v: LeadValues): Problems {
  const problems: Problems = {};
  for (const field of fields) {
    const code = validateField(field, v);
    if (code) problems[field] = code;
  }
  return problems;
}

/** firstProblem is the first field, in form order, that has a problem. */
export function firstProblem(problems: Problems): Field | undefined {
  return fields.find((f) => problems[f] !== undefined);
}
