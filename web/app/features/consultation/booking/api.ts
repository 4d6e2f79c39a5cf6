import type { ProblemCode } from "../options";
import { requestJSON, type LeadRequest } from "../submit";
import type { Slot } from "./calendar";

/** The booking API (docs: /api/booking, internal/server): free slots,
 * booking, and the manage link's view, reschedule and cancel. Every call
 * answers a Result and never throws. */

export type MeetingBy = "video" | "phone";

export type BookingStatus = "booked" | "rescheduled" | "cancelled" | "held" | "no_show";

/** A booking as the server shows it to the visitor. */
export interface BookingView {
  id: string;
  start: string;
  end: string;
  status: BookingStatus;
  visitorZone: string;
  agencyZone: string;
  meetingBy: MeetingBy;
  hostName: string;
  lang: string;
  /** False after the cut-off, once cancelled, or past. */
  changeable: boolean;
  cutoffAt: string;
  /** The agency's WhatsApp number and e-mail, the way out when nothing can be changed. */
  whatsapp: string;
  email: string;
}

/** The free slots of a window, with the agency's zone. */
export interface SlotWindow {
  agencyZone: string;
  meetingMinutes: number;
  slots: Slot[];
}

/** The body of POST /api/booking: the consultation request's fields but the
 * contact method and the preferred time, which the slot and meetingBy replace. */
export type BookingRequest = Omit<LeadRequest, "contactMethod" | "meetingTime"> & {
  start: string;
  visitorZone: string;
  meetingBy: MeetingBy;
};

/** A refused slot: taken meanwhile, or not (or no longer) offered. */
export type SlotRefusal = "slot_taken" | "not_offered";

/** The manage link's refusals. */
export type LinkRefusal = "link_invalid" | "link_expired" | "past_cutoff" | "cancelled";

export type Result<T> =
  | ({ kind: "ok" } & T)
  /** 422: problems by field (a form field, start, visitorZone, meetingBy). */
  | { kind: "invalid"; problems: Record<string, ProblemCode | string> }
  /** 409 with fresh slots. */
  | { kind: "slot"; error: SlotRefusal; slots: Slot[] }
  | { kind: "link"; error: LinkRefusal }
  | { kind: "rate_limited" }
  /** The network or the server failed (status 0 when no answer came). */
  | { kind: "failed"; status: number };

const slotRefusals: readonly string[] = ["slot_taken", "not_offered"];
const linkRefusals: readonly string[] = ["link_invalid", "link_expired", "past_cutoff", "cancelled"];

/** readResult maps an answer to a Result; ok reads a 200 or 201 body. */
export function readResult<T>(status: number, body: unknown, ok: (body: Record<string, unknown>) => T | null): Result<T> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (status === 200 || status === 201) {
    const value = ok(b);
    return value ? { kind: "ok", ...value } : { kind: "failed", status };
  }
  const error = typeof b.error === "string" ? b.error : "";
  if (status === 422 && b.problems && typeof b.problems === "object") {
    return { kind: "invalid", problems: b.problems as Record<string, string> };
  }
  if (status === 409 && slotRefusals.includes(error)) {
    return { kind: "slot", error: error as SlotRefusal, slots: Array.isArray(b.slots) ? (b.slots as Slot[]) : [] };
  }
  if ((status === 403 || status === 409 || status === 410) && linkRefusals.includes(error)) {
    return { kind: "link", error: error as LinkRefusal };
  }
  if (status === 429) return { kind: "rate_limited" };
  return { kind: "failed", status };
}

/** call asks url (posting body, when given) and reads the answer as a Result. */
async function call<T>(url: string, body: unknown, ok: (body: Record<string, unknown>) => T | null, idempotencyKey?: string): Promise<Result<T>> {
  const answer = await requestJSON(url, body, idempotencyKey);
  return readResult(answer.status, answer.body, ok);
}

const bookingOf = (b: Record<string, unknown>) => (b.booking && typeof b.booking === "object" ? { booking: b.booking as BookingView } : null);

/** The days of free slots asked at once: the whole window the server offers (it clamps). */
export const SLOT_DAYS = 62;

export function fetchSlots(): Promise<Result<SlotWindow>> {
  return call(`/api/booking/slots?days=${SLOT_DAYS}`, undefined, (b) =>
    typeof b.agencyZone === "string" && Array.isArray(b.slots)
      ? { agencyZone: b.agencyZone, meetingMinutes: Number(b.meetingMinutes) || 30, slots: b.slots as Slot[] }
      : null,
  );
}

export function book(request: BookingRequest, idempotencyKey: string): Promise<Result<{ booking: BookingView }>> {
  return call("/api/booking", request, bookingOf, idempotencyKey);
}

export function viewBooking(token: string): Promise<Result<{ booking: BookingView }>> {
  return call("/api/booking/manage", { token }, bookingOf);
}

export function reschedule(token: string, start: string): Promise<Result<{ booking: BookingView; token: string }>> {
  return call("/api/booking/manage/reschedule", { token, start }, (b) => {
    const view = bookingOf(b);
    return view && typeof b.token === "string" ? { ...view, token: b.token } : null;
  });
}

export function cancel(token: string): Promise<Result<{ booking: BookingView }>> {
  return call("/api/booking/manage/cancel", { token }, bookingOf);
}
