import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { periodRange, type Period } from "./agenda";
import type { Meeting } from "~/features/admin-core/types";
import type { Availability, Host, Settings, Slots } from "./types";

/* The back office's calls of the booking API (docs/booking-api.md). */

export async function availabilityLoader({ request }: ClientLoaderFunctionArgs) {
  return api<Availability>("/api/admin/booking", "GET", undefined, request.signal).catch((err: unknown) => signedInOnly(err, request));
}

export const saveSettings = (settings: Settings) => api<Settings>("/api/admin/booking/settings", "PUT", settings);

export const saveHost = (host: Host) => api<Host>(`/api/admin/booking/hosts/${encodeURIComponent(host.id)}`, "PUT", host);

/** viewerZone is the time zone of this browser, the agenda's. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** agendaLoader loads the period the URL names (?period=past, else the coming meetings). */
export async function agendaLoader({ request }: ClientLoaderFunctionArgs) {
  const period: Period = new URL(request.url).searchParams.get("period") === "past" ? "past" : "coming";
  const zone = viewerZone();
  const { from, to } = periodRange(period, new Date(), zone);
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  const { meetings } = await api<{ meetings: Meeting[] }>(`/api/admin/agenda?${query}`, "GET", undefined, request.signal).catch((err: unknown) =>
    signedInOnly(err, request),
  );
  return { period, zone, meetings };
}

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

export const reschedule = (id: string, start: string) => api<Meeting>(`${bookingPath(id)}/reschedule`, "POST", { start });

export const cancelMeeting = (id: string) => api<Meeting>(`${bookingPath(id)}/cancel`, "POST");

export const markMeeting = (id: string, status: "held" | "no_show") => api<Meeting>(`${bookingPath(id)}/status`, "POST", { status });

/** freeSlots: the times the booking page offers over the next 14 days. */
export const freeSlots = (signal?: AbortSignal) => api<Slots>("/api/booking/slots?days=14", "GET", undefined, signal);

export const createFeed = () => api<{ url: string }>("/api/admin/me/calendar-feed", "POST");

export const revokeFeed = () => api("/api/admin/me/calendar-feed", "DELETE");
