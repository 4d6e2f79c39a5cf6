import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, signedInOnly } from "./api";

// A loader's API call refused with 401 (the session ended) must send the
// visitor to the sign-in page, with the page they were on to come back to;
// any other refusal stays an error for the page to show.
describe("a loader's call when the session has ended", () => {
  afterEach(() => vi.unstubAllGlobals());

  const respond = (status: number, body: object) =>
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })));

  async function load(request: Request): Promise<unknown> {
    try {
      return await api("/api/admin/leads");
    } catch (err) {
      return signedInOnly(err, request);
    }
  }

  it("goes to sign-in with the page to come back to on 401", async () => {
    respond(401, { code: "signed_out", error: "Please sign in." });
    const thrown = await load(new Request("https://agency.test/admin/leads?status=new&q=a%20b")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/login?next=${encodeURIComponent("/admin/leads?status=new&q=a%20b")}`);
  });

  it("goes to the account's two-factor setup when the site requires it", async () => {
    respond(403, { code: "totp_setup_required", error: "Set up two-factor sign-in." });
    const thrown = (await load(new Request("https://agency.test/admin/leads")).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get("Location")).toBe("/admin/account#two-factor");
  });

  it("leaves any other refusal to the page", async () => {
    respond(404, { code: "not_found", error: "Not found." });
    const thrown = await load(new Request("https://agency.test/admin/leads/x")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(404);
  });

  it("returns the data when signed in", async () => {
    respond(200, { total: 0 });
    expect(await load(new Request("https://agency.test/admin/leads"))).toEqual({ total: 0 });
  });
});
