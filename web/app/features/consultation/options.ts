import type { Language } from "~/config/site";
import options from "../../../../internal/leads/options.json";

/** The values a consultation request may take and the length limits, from
 * the same file the server validates against (internal/leads/options.json),
 * so the form and the server never disagree. */
export interface Choice {
  value: string;
  label: Record<Language, string>;
  /** Contact methods for which the form asks a preferred meeting time. */
  meeting?: boolean;
}

export const services: readonly Choice[] = options.services;
export const budgets: readonly Choice[] = options.budgets;
export const contactMethods: readonly Choice[] = options.contactMethods;
export const limits = options.limits;

/** isMeeting tells whether a contact method is a meeting (phone call,
 * video), for which the form shows the preferred-time field. */
export function isMeeting(method: string): boolean {
  return contactMethods.some((m) => m.value === method && m.meeting === true);
}

export function choiceLabel(list: readonly Choice[], value: string, lang: Language): string {
  return list.find((c) => c.value === value)?.label[lang] ?? value;
}

export function isChoice(list: readonly Choice[], value: string): boolean {
  return list.some((c) => c.value === value);
}
