import type { ClientLoaderFunctionArgs } from "react-router";
import { api, ApiError, signedInOnly } from "~/features/admin-core/api";
import type { User } from "~/features/admin-core/types";
import type { Lead, LeadPage } from "./types";

export async function leadLoader({ params, request }: ClientLoaderFunctionArgs) {
  try {
    const [page, team] = await Promise.all([
      api<LeadPage>(leadPath(params.id ?? ""), "GET", undefined, request.signal),
      api<{ users: User[] }>("/api/admin/users", "GET", undefined, request.signal),
    ]);
    return { ...page, users: team.users };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new Response("", { status: 404 });
    return signedInOnly(err, request);
  }
}

export const leadPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

/** updateLead saves the follow-up form: the status (only when it changed,
 * with the reason for lost), the assignee, and the version it was loaded at. */
export function updateLead(lead: Lead, form: FormData) {
  const status = String(form.get("status") ?? lead.status);
  const body: Record<string, unknown> = { version: lead.version, assigneeId: String(form.get("assigneeId") ?? "") || null };
  if (status !== lead.status) body.status = status;
  if (status === "lost") body.lostReason = String(form.get("lostReason") ?? "").trim();
  return api<{ lead: Lead }>(leadPath(lead.id), "PATCH", body);
}
