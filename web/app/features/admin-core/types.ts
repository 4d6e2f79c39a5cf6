/** The shapes the back office's API answers (docs/admin-api.md). */
export type Role = "owner" | "editor" | "member";

export interface Me {
  id: string;
  email: string;
  name: string;
  role: Role;
  language: string;
  totpEnabled: boolean;
  /** How many passkeys the user has. */
  passkeys: number;
  twoFactorRequired: boolean;
  totpSetupRequired: boolean;
  totpAvailable: boolean;
  /** Whether the server's base URL lets browsers use passkeys (https or localhost). */
  passkeysAvailable: boolean;
  settings: { waitingThresholdMinutes: number; pollSeconds: number };
  /** What the installation still lacks: mail, real contact details. */
  setup: { mailOff: boolean; exampleContacts: string[]; invitationHours: number };
}

export interface Person {
  id: string;
  name: string;
}

export interface User extends Person {
  email: string;
  role: Role;
  totpEnabled: boolean;
  passkeys: number;
  createdAt: string;
  lastSignInAt: string | null;
}

export type MeetingStatus = "booked" | "rescheduled" | "cancelled" | "held" | "no_show";

/** A call a visitor booked, as the team sees it: an agenda's item, a
 * request's meeting (docs/booking-api.md). */
export interface Meeting {
  id: string;
  start: string;
  end: string;
  status: MeetingStatus;
  visitorZone: string;
  agencyZone: string;
  meetingBy: "video" | "phone";
  hostName: string;
  lang: string;
  changeable: boolean;
  cutoffAt: string;
  leadId: string;
  hostId: string;
  visitorName: string;
  visitorEmail: string;
  company: string;
}
