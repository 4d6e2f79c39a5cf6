/** The booking API's shapes for the availability screen (docs/booking-api.md;
 * a meeting's is admin-core's). Instants are RFC 3339 UTC; zones IANA names. */

/** A stretch of a member's local day, "09:00" to "17:00" ("24:00" is midnight at its end). */
export interface Range {
  from: string;
  to: string;
}

/** The team-wide rules of meetings, in minutes and days. */
export interface Settings {
  meetingMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeMinutes: number;
  windowDays: number;
  /** The most meetings a member takes on one of their days; 0 is no cap. */
  dailyCap: number;
  /** How long before a meeting the visitor may still change it. */
  cutoffMinutes: number;
  agencyZone: string;
}

/** A member's hours: weekly[0] is Sunday; a date's ranges replace its
 * weekday's, none is a day off. */
export interface Host {
  id: string;
  name: string;
  zone: string;
  takesMeetings: boolean;
  weekly: Range[][];
  dates: Record<string, Range[]>;
  videoLink: string;
  phone: string;
}

export interface Availability {
  settings: Settings;
  hosts: Host[];
  members: { id: string; name: string }[];
}

export interface Slot {
  start: string;
  end: string;
}

export interface Slots {
  agencyZone: string;
  meetingMinutes: number;
  windowDays: number;
  from: string;
  to: string;
  slots: Slot[];
}
