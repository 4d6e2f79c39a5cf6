import type { ClientLoaderFunctionArgs } from "react-router";
import { api, ApiError, signedInOnly } from "~/features/admin-core/api";
import { apiQuery, todayIn, viewOf, withoutRefused, type Refused, type View } from "./query";
import type { Dashboard, Realtime } from "./types";

/** dashboardLoader reads the view from the URL and loads every widget in one
 * call, and the realtime count beside it. The presets end today in the
 * site's time zone, so the settings come first. */
export async function dashboardLoader({ request }: ClientLoaderFunctionArgs) {
  try {
    const { timeZone = "UTC" } = await api<{ timeZone?: string }>("/api/admin/settings", "GET", undefined, request.signal);
    const today = todayIn(timeZone, new Date());
    const asked = viewOf(new URL(request.url).searchParams, today);
    const [shown, realtime] = await Promise.all([
      showable(asked, today, request.signal),
      api<Realtime>("/api/admin/analytics/realtime", "GET", undefined, request.signal),
    ]);
    return { ...shown, realtime, timeZone };
  } catch (err) {
    return signedInOnly(err, request);
  }
}

/** showable loads the dashboard of view; when the server refuses some of
 * its parameters (422, every problem at once), it loads the view without
 * them, and says which were left out and why. */
async function showable(view: View, today: string, signal: AbortSignal): Promise<{ view: View; dashboard: Dashboard; refused: Refused[] }> {
  const load = (v: View) => api<Dashboard>(`/api/admin/analytics?${apiQuery(v)}`, "GET", undefined, signal);
  try {
    return { view, dashboard: await load(view), refused: [] };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    const kept = withoutRefused(view, err.problems, today);
    return { ...kept, dashboard: await load(kept.view) };
  }
}

export type DashboardData = Awaited<ReturnType<typeof dashboardLoader>>;
