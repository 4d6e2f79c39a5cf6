import type { Language } from "~/config/site";
import {
  budgets as budgetList,
  contactMethods as methodList,
  fields as rules,
  problemCodes as codes,
} from "../../../../internal/leads/schema.json";

/** The consultation request's schema, the same file the server validates
 * against (internal/leads/schema.json): the fields of the request and their
 * rules, the problem codes and the values of the choice fields, so the form
 * and the server never disagree. The services are the exception: their
 * names are content, so the form gets them (ids and names) from the page's
 * loader (content/services.ts); the content's ids are the schema's
 * (internal/content's TestServiceIDsAgreeWithTheLeadsSchema). */
type Schema = typeof import("../../../../internal/leads/schema.json");

/** A problem code of the server's 422 answer; the page translates it. */
export type ProblemCode = keyof Schema["problemCodes"];
export const problemCodes = Object.keys(codes) as ProblemCode[];

/** A field of the request body (the server refuses any other). */
export type RequestField = keyof Schema["fields"];

/** What one field may hold (schema.json describes each key). */
export interface Rule {
  required?: boolean;
  min?: number;
  max?: number;
  multiline?: boolean;
  pattern?: string;
  /** Characters the value may not hold. */
  forbidden?: string;
  /** The list of a choice's values (services, budgets, contactMethods). */
  options?: string;
}
export const fieldRules: Record<RequestField, Rule> = rules;

export interface Choice {
  value: string;
  label: Record<Language, string>;
  /** Contact methods for which the form asks a preferred meeting time. */
  meeting?: boolean;
  /** Contact methods that reach the visitor through their number: the
   * phone is then required (schema.json). */
  phone?: boolean;
}

export const budgets: readonly Choice[] = budgetList;
export const contactMethods: readonly Choice[] = methodList;

/** isMeeting tells whether a contact method is a meeting (phone call,
 * video), for which the form shows the preferred-time field. */
export function isMeeting(method: string): boolean {
  return contactMethods.some((m) => m.value === method && m.meeting === true);
}

/** needsPhone tells whether a contact method reaches the visitor through
 * their number (WhatsApp, a call, a video meeting). */
export function needsPhone(method: string): boolean {
  return contactMethods.some((m) => m.value === method && m.phone === true);
}

export function choiceLabel(list: readonly Choice[], value: string, lang: Language): string {
  return list.find((c) => c.value === value)?.label[lang] ?? value;
}

export function isChoice(list: readonly Pick<Choice, "value">[], value: string): boolean {
  return list.some((c) => c.value === value);
}
