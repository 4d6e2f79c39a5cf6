import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { apiQuery, todayIn, viewOf } from "./query";
import type { Dashboard, Realtime } from "./types";

/** dashboardLoader reads the view from the URL and loads every widget in one
 * call, and the realtime count beside it. The presets end today in the
 * site's time zone, so the settings come first. */
export async function dashboardLoader({ request }: ClientLoaderFunctionArgs) {
  try {
    const { timeZone = "UTC" } = await api<{ timeZone?: string }>("/api/admin/settings", "GET", undefined, request.signal);
    const view = viewOf(new URL(request.url).searchParams, todayIn(timeZone, new Date()));
    const [dashboard, realtime] = await Promise.all([
      api<Dashboard>(`/api/admin/analytics?${apiQuery(view)}`, "GET", undefined, request.signal),
      api<Realtime>("/api/admin/analytics/realtime", "GET", undefined, request.signal),
    ]);
    return { view, dashboard, realtime, timeZone };
  } catch (err) {
    return signedInOnly(err, request);
  }
}

export type DashboardData = Awaited<ReturnType<typeof dashboardLoader>>;
