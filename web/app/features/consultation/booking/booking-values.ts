import type { ProblemCode } from "../options";
import { leadRequest, type LeadContext } from "../submit";
import { validateField, type Field, type LeadValues } from "../validate";
import type { BookingRequest, MeetingBy } from "./api";

/** What the visitor fills in to book: the consultation request's fields,
 * with how to meet (video or phone) in place of its contact method and
 * preferred time, which the chosen slot makes moot. */
export type BookingField = Exclude<Field, "contactMethod" | "meetingTime"> | "meetingBy";
export type BookingValues = Omit<LeadValues, "contactMethod" | "meetingTime"> & { meetingBy: MeetingBy };

/** The fields in the order the form shows them (the error summary's). */
export const bookingFields: readonly BookingField[] = ["name", "email", "phone", "company", "service", "budget", "meetingBy", "message", "consent"];

export const emptyBooking: BookingValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  budget: "",
  meetingBy: "video",
  message: "",
  consent: false,
};

/** Problems of a booking by field: the form's, and the slot's ("start"). */
export type BookingProblems = Partial<Record<BookingField | "start" | "visitorZone", ProblemCode | string>>;

/** validateBooking checks the fields as the consultation form does (the
 * same rules, from the same schema: a video call, like a phone call, needs
 * the phone), and that a slot is chosen. */
export function validateBooking(v: BookingValues, services: readonly string[], start: string | null): BookingProblems {
  const asLead: LeadValues = { ...v, contactMethod: v.meetingBy, meetingTime: "" };
  const problems: BookingProblems = {};
  for (const field of bookingFields) {
    const code =
      field === "meetingBy" ? (v.meetingBy === "video" || v.meetingBy === "phone" ? undefined : "unknown")
      : validateField(field, asLead, services);
    if (code) problems[field] = code;
  }
  if (!start) problems.start = "required";
  return problems;
}

/** bookingRequest is the body of POST /api/booking: the consultation
 * request's body (leadRequest: the same trimming), how to meet in place of
 * its contact method and preferred time, the slot and the visitor's zone. */
export function bookingRequest(v: BookingValues, ctx: LeadContext & { start: string; visitorZone: string }): BookingRequest {
  const { contactMethod, meetingTime, ...lead } = leadRequest({ ...v, contactMethod: v.meetingBy, meetingTime: "" }, ctx);
  return { ...lead, meetingBy: v.meetingBy, start: ctx.start, visitorZone: ctx.visitorZone };
}
