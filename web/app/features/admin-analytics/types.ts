/** The analytics API's answers (docs/admin-api.md, "Analytics"). */
export interface Totals {
  visitors: number;
  pageviews: number;
  contactVisits: number;
  leads: number;
  conversionRate: number | null;
}

export interface Point {
  t: string;
  visitors: number;
  pageviews: number;
}

export interface Row {
  key: string;
  visitors?: number;
  pageviews?: number;
  leads?: number;
}

export interface CampaignRow {
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  leads: number;
  /** Of the leads, the calls booked on the booking page. */
  booked: number;
}

export interface EventRow {
  name: string;
  buttonName: string;
  count: number;
  visitors: number;
}

export interface ScrollRow {
  page: string;
  visitors: number;
  p25: number;
  p50: number;
  p75: number;
  p100: number;
}

export interface ReachRow {
  page: string;
  visitors: number;
  sections: { section: string; visitors: number; share: number | null }[];
}

export interface FunnelRow {
  key?: string;
  pageview: number;
  contact: number;
  formStarted: number;
  lead: number;
  /** Visits that saw the booking page, and booked a call from it. */
  bookingPage: number;
  booked: number;
}

/** A publish of the content, shown on the series (t: the point it falls on),
 * with the families it changed and their languages (null when its version is
 * no longer kept, or it was the first). */
export interface Marker {
  at: string;
  t: string;
  summary: string;
  /** A restore: the version it took back and the item ("" the whole site). */
  restoredFrom?: number;
  restoredItem?: string;
  by: string;
  changes?: { family: string; languages: string[] }[] | null;
}

export interface Dashboard {
  range: { from: string; to: string; days: number; granularity: "day" | "hour"; timeZone: string };
  compare: { from: string; to: string } | null;
  filters: Record<string, string>;
  totals: { current: Totals; previous: Totals | null };
  series: { current: Point[]; previous: Point[] | null };
  /** The publishes within the range (absent from older servers). */
  markers?: Marker[];
  pages: Row[];
  entryPages: Row[];
  referrers: Row[];
  campaigns: CampaignRow[];
  languages: Row[];
  browserLanguages: Row[];
  variants: Row[];
  devices: Row[];
  browsers: Row[];
  screens: Row[];
  events: EventRow[];
  scrollDepth: ScrollRow[];
  sectionReach: ReachRow[];
  funnel: { total: FunnelRow; byLanguage: FunnelRow[]; byVariant: FunnelRow[] };
  leads: { total: number; linked: number; byPage: Row[]; bySource: Row[]; byLanguage: Row[]; byVariant: Row[] };
}

export interface Realtime {
  since: string;
  visitors: number;
  pages: { path: string; visitors: number }[];
}

export interface RefClick {
  id: number;
  at: string;
  path: string;
  lang: string;
  variant: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  buttonName: string;
  leadId: string | null;
}
