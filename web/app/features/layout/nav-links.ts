import type { EventName } from "~/lib/track";

/** A navigation entry: on the home page it scrolls to `section` (and says
 * so); elsewhere it goes to `rest`. `event` is what a click on it reports.
 * "Contact us" has no section: it opens the contact page from every page. */
export interface NavEntry {
  key: "home" | "about" | "services" | "projects" | "clients" | "contact" | "privacy" | "terms" | "faq";
  rest: string;
  section?: string;
  event: EventName;
  name: string;
}

/** The navigation's entries, shared by the desktop bar and the mobile menu. */
export const primaryLinks: readonly NavEntry[] = [
  { key: "home", rest: "/home", section: "top", event: "navbar_home_click", name: "home" },
  { key: "about", rest: "/about", section: "who-we-are", event: "navbar_about_click", name: "about" },
  { key: "services", rest: "/services", section: "services", event: "navbar_services_click", name: "services" },
  { key: "projects", rest: "/projects", section: "projects", event: "navbar_projects_click", name: "projects" },
  { key: "clients", rest: "/home#clients", section: "clients", event: "button_click", name: "clients" },
  { key: "contact", rest: "/contact", event: "navbar_contact_click", name: "contact" },
];

export const otherLinks: readonly NavEntry[] = [
  { key: "privacy", rest: "/privacy-policy", event: "navbar_privacy_policy_click", name: "privacy_policy" },
  { key: "terms", rest: "/terms-of-usage", event: "navbar_terms_click", name: "terms" },
  { key: "faq", rest: "/faq", event: "navbar_faq_click", name: "faq" },
];
