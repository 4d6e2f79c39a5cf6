import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import type { User } from "~/features/admin-core/types";
import { allowed } from "./allowed";
import { apiQuery, parseFilters } from "./filters";
import { inboxLimits } from "./schema";
import type { LeadList } from "./types";

/** The inbox's page size, the server's default (schema.json's inbox). */
export const PER_PAGE = inboxLimits.perPage;

/** inboxLoader loads one page of the inbox or the spam folder, as the URL's filters ask. */
export function inboxLoader(spam: boolean) {
  return async ({ request }: ClientLoaderFunctionArgs) => {
    const filters = parseFilters(new URL(request.url).searchParams, allowed);
    try {
      const [list, team] = await Promise.all([
        api<LeadList>(`/api/admin/leads?${apiQuery(filters, spam, PER_PAGE)}`, "GET", undefined, request.signal),
        api<{ users: User[] }>("/api/admin/users", "GET", undefined, request.signal),
      ]);
      return { filters, list, users: team.users, spam };
    } catch (err) {
      return signedInOnly(err, request);
    }
  };
}

export type InboxData = Awaited<ReturnType<ReturnType<typeof inboxLoader>>>;
