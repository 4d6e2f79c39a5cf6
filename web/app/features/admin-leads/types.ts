import type { Meeting, Person } from "~/features/admin-core/types";

/** A request as the inbox lists it (docs/admin-api.md). */
export interface LeadSummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** E.164, for tel: and wa.me links; phoneDisplay is the same grouped for reading. */
  phone: string;
  phoneDisplay: string;
  company: string;
  service: string;
  budget: string;
  contactMethod: string;
  language: string;
  variant: string;
  status: string;
  assignee: Person | null;
  spam: boolean;
  spamReason: string;
  waiting: boolean;
  version: number;
  /** How the request came: the site's form, a call booked on the site, or a WhatsApp chat the team recorded. */
  channel?: "form" | "whatsapp" | "booking";
  /** The call the visitor booked on the site, if they did. */
  booking?: Meeting | null;
}

/** The visit a request came from (docs/admin-api.md, "Leads: the visit behind each lead"). */
export interface Visit {
  landingPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  lang: string;
  variant: string;
  device: string;
  browser: string;
  pagesViewed: number;
  firstSeenAt: string;
}

export interface Lead extends LeadSummary {
  message: string;
  meetingTime: string;
  pagePath: string;
  consent: boolean;
  lostReason: string;
  firstContactedAt: string | null;
  responseMinutes: number | null;
  updatedAt: string;
  reply: { language: string; email: string; whatsapp: string; phone: string };
  whatsappRef?: string;
  visit?: Visit | null;
}

export interface Mail {
  id: string;
  kind: string;
  to: string;
  status: string;
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
}

export interface Note {
  id: string;
  author: Person | null;
  body: string;
  createdAt: string;
}

export interface Change {
  at: string;
  actor: Person | null;
  action: string;
  from: string;
  to: string;
  detail: string;
}

export interface LeadPage {
  lead: Lead;
  mails: Mail[];
  notes: Note[];
  history: Change[];
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  perPage: number;
  counts: Record<string, number>;
}
