import { inboxLimits, statuses } from "./schema";

/** The inbox's filters, kept in the page's URL so a filtered list can be
 * bookmarked, shared and exported as shown. */
export interface Filters {
  status: string;
  service: string;
  budget: string;
  language: string;
  variant: string;
  assignee: string;
  /** The linked visit's referrer host or utm_source; directSource (admin-core/site) for neither. */
  source: string;
  /** The linked visit's utm_campaign. */
  campaign: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

export { statuses, type Status } from "./schema";

export const emptyFilters: Filters = { status: "", service: "", budget: "", language: "", variant: "", assignee: "", source: "", campaign: "", from: "", to: "", q: "", page: 1 };

const textKeys = ["status", "service", "budget", "language", "variant", "assignee", "source", "campaign", "from", "to", "q"] as const;

/** Values each filter may take; a value outside them is dropped, so a
 * hand-edited URL never makes the API answer 400. */
export interface Allowed {
  services: readonly string[];
  budgets: readonly string[];
  languages: readonly string[];
  variants: readonly string[];
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The longest value of each text filter, in characters, as the server counts them. */
const max = inboxLimits.maxLength;

function valid(key: (typeof textKeys)[number], value: string, allowed: Allowed): boolean {
  switch (key) {
    case "status":
      return (statuses as readonly string[]).includes(value);
    case "service":
      return allowed.services.includes(value);
    case "budget":
      return allowed.budgets.includes(value);
    case "language":
      return allowed.languages.includes(value);
    case "variant":
      return allowed.variants.includes(value);
    case "assignee":
      return /^[\w-]+$/.test(value) && value.length <= max.assignee;
    case "from":
    case "to":
      return day.test(value);
    case "source":
    case "campaign":
    case "q":
      return [...value].length <= max[key] && !/[\u0000-\u001f\u007f]/.test(value);
  }
}

/** parseFilters reads the filters from a page URL's query. */
export function parseFilters(search: URLSearchParams, allowed: Allowed): Filters {
  const filters: Filters = { ...emptyFilters };
  for (const key of textKeys) {
    const value = (search.get(key) ?? "").trim();
    if (value && valid(key, value, allowed)) filters[key] = value;
  }
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** filterSearch writes filters back into a query, leaving defaults out. */
export function filterSearch(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of textKeys) if (filters[key]) search.set(key, filters[key]);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

/** withFilter changes one filter and goes back to the first page. */
export function withFilter(filters: Filters, key: Exclude<keyof Filters, "page">, value: string): Filters {
  return { ...filters, [key]: value, page: 1 };
}

/** apiQuery is the list endpoint's query for these filters, in the inbox or the spam folder. */
export function apiQuery(filters: Filters, spam: boolean, perPage: number): URLSearchParams {
  const search = filterSearch(filters);
  search.set("spam", String(spam));
  search.set("perPage", String(perPage));
  return search;
}

/** exportQuery: the CSV export takes the list's filters without paging. */
export function exportQuery(filters: Filters, spam: boolean): URLSearchParams {
  const search = filterSearch({ ...filters, page: 1 });
  search.set("spam", String(spam));
  return search;
}

export function hasFilters(filters: Filters): boolean {
  return textKeys.some((k) => k !== "status" && filters[k] !== "");
}
