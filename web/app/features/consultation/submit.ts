import { isMeeting, problemCodes, type ProblemCode, type RequestField } from "./options";
import { fields, type Field, type LeadValues, type Problems } from "./validate";

/** The endpoint that stores a consultation request (internal/server/leads.go). */
export const LEADS_ENDPOINT = "/api/leads";

/** The body of POST /api/leads: what the visitor typed and what the page
 * knows; the server rejects any other field, and reads the page's language
 * and variant from its path. */
export interface LeadRequest extends LeadValues {
  pagePath: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
  /** How long the form was on screen before it was sent. */
  fillTimeMs: number;
}

/** What the page knows besides what the visitor typed. */
export interface LeadContext {
  pagePath: string;
  website: string;
  fillTimeMs: number;
}

/** leadRequest builds the request body, with exactly the fields of the
 * schema (tsc fails on a missing or extra one). The preferred time is sent
 * only with a contact method that is a meeting, since only then is it shown. */
export function leadRequest(v: LeadValues, ctx: LeadContext): LeadRequest {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    company: v.company.trim(),
    service: v.service,
    budget: v.budget,
    contactMethod: v.contactMethod,
    meetingTime: isMeeting(v.contactMethod) ? v.meetingTime.trim() : "",
    message: v.message.trim(),
    consent: v.consent,
    pagePath: ctx.pagePath,
    website: ctx.website,
    fillTimeMs: Math.max(0, Math.round(ctx.fillTimeMs)),
  } satisfies Record<RequestField, unknown>;
}

/** The outcome of sending, as the form shows it. */
export type SendResult =
  | { kind: "created"; id: string }
  /** 422: problems with what the visitor typed, by field. */
  | { kind: "invalid"; problems: Problems }
  /** 429: too many requests from this address; retry after that many seconds. */
  | { kind: "rate_limited"; retryAfterSeconds?: number }
  /** The network failed, the server failed, or it refused the request for a
   * reason the visitor cannot fix (status 0 when no answer came). */
  | { kind: "failed"; status: number };

function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === "string" && (problemCodes as readonly string[]).includes(code);
}

/** readAnswer maps the server's answer to a SendResult. A 422 about fields
 * the visitor does not fill in (the page path) cannot be fixed by
 * them: it is a failure, not a form error. */
export function readAnswer(status: number, retryAfter: string | null, body: unknown): SendResult {
  if (status === 201) {
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === "string" && id !== "" ? { kind: "created", id } : { kind: "failed", status };
  }
  if (status === 422) {
    const raw = (body as { problems?: Record<string, unknown> } | null)?.problems ?? {};
    const problems: Problems = {};
    for (const field of fields) {
      const code = raw[field];
      if (code !== undefined) problems[field as Field] = isProblemCode(code) ? code : "invalid";
    }
    return Object.keys(problems).length > 0 ? { kind: "invalid", problems } : { kind: "failed", status };
  }
  if (status === 429) {
    const seconds = Number(retryAfter);
    return Number.isFinite(seconds) && seconds > 0 && retryAfter?.trim() !== ""
      ? { kind: "rate_limited", retryAfterSeconds: Math.ceil(seconds) }
      : { kind: "rate_limited" };
  }
  return { kind: "failed", status };
}

/** newIdempotencyKey is a random key for one filled form: sent again with
 * every retry, it lets the server answer a request whose first answer was
 * lost (a network error after the lead was stored) with that lead instead
 * of storing and mailing it twice. getRandomValues, unlike randomUUID,
 * works on plain-HTTP origins too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** An answer of the server as the forms read it: its status (0 when none
 * came: the network failed), its JSON body (null when it had none) and its
 * Retry-After. */
export interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** requestJSON asks url for JSON, sending body as JSON when given (with
 * the form's Idempotency-Key when given); it never throws. */
export async function requestJSON(url: string, body?: unknown, idempotencyKey?: string, fetchImpl: typeof fetch = fetch): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An answer that is not JSON (a proxy's error page): only the status counts.
  }
  return { status: response.status, body: json, retryAfter: response.headers.get("Retry-After") };
}

/** sendLead posts the request with its Idempotency-Key and reads the
 * answer; it never throws. */
export async function sendLead(request: LeadRequest, idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  const answer = await requestJSON(LEADS_ENDPOINT, request, idempotencyKey, fetchImpl);
  return readAnswer(answer.status, answer.retryAfter, answer.body);
}
