import { redirect } from "react-router";

/** Field problems as the API reports them with 422: field → code. */
export type Problems = Record<string, string>;

/** ApiError is a refused or failed API call: its status, the API's error
 * code (docs/admin-api.md) and, for 422, the problems per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly problems: Problems,
    readonly body: Record<string, unknown>,
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter = 0,
  ) {
    super(`${status} ${code}`);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** api calls the back office's API. Every state-changing call sends JSON
 * (the server refuses anything else with 415), `{}` when it has no fields. */
export async function api<T>(path: string, method: Method = "GET", body?: unknown, signal?: AbortSignal): Promise<T> {
  const sends = method !== "GET";
  const res = await fetch(path, {
    method,
    headers: sends ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
    body: sends ? JSON.stringify(body ?? {}) : undefined,
    credentials: "same-origin",
    signal,
  });
  const json = (res.headers.get("Content-Type") ?? "").includes("json") ? ((await res.json().catch(() => ({}))) as Record<string, unknown>) : {};
  if (!res.ok) {
    const code = typeof json.code === "string" ? json.code : res.status === 422 ? "problems" : `http_${res.status}`;
    throw new ApiError(res.status, code, (json.problems as Problems | undefined) ?? {}, json, Number(res.headers.get("Retry-After")) || 0);
  }
  return json as T;
}

/** signedInOnly turns what a loader's API call was refused for into where
 * the visitor belongs: signed out → the sign-in page (back here after), two
 * factors required but not set up → their account's 2FA setup. */
export function signedInOnly(err: unknown, request: Request): never {
  if (err instanceof ApiError && err.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (err instanceof ApiError && err.code === "totp_setup_required") throw redirect("/admin/account#two-factor");
  throw err;
}

/** call runs an API call and returns its outcome as data for the page, so
 * refusals show beside the form instead of an error page. */
export async function call<T>(run: () => Promise<T>): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  try {
    return { ok: true, data: await run() };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: err };
    if (err instanceof TypeError) return { ok: false, error: new ApiError(0, "network", {}, {}) }; // fetch failed
    throw err;
  }
}
