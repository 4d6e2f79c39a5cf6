import { describe, expect, it, vi } from "vitest";
import schema from "../../../../internal/leads/schema.json";
import { LEADS_ENDPOINT, leadRequest, newIdempotencyKey, readAnswer, requestJSON, sendLead, type LeadContext } from "./submit";
import { emptyValues, type LeadValues } from "./validate";

const values: LeadValues = {
  ...emptyValues,
  name: "  سارة العتيبي ",
  email: " sarah@example.org",
  phone: "+966 50 123 4567",
  company: "Nuqta",
  service: "ecommerce",
  budget: "5k-15k",
  contactMethod: "video",
  meetingTime: " Sunday after 4 pm ",
  message: "نريد متجرًا إلكترونيًا للعبايات.\nمع الدفع الإلكتروني. ",
  consent: true,
};
const ctx: LeadContext = { pagePath: "/a/ar/contact", website: "", fillTimeMs: 12345.6 };

describe("leadRequest", () => {
  it("has exactly the fields of the schema the server decodes", () => {
    // The server refuses unknown fields; Go checks its request against the
    // same schema.json (TestLeadRequestIsTheSchemasFields).
    expect(Object.keys(leadRequest(values, ctx)).sort()).toEqual(Object.keys(schema.fields).sort());
  });
  it("trims the text, keeps the Arabic and line breaks, rounds the fill time", () => {
    expect(leadRequest(values, ctx)).toEqual({
      name: "سارة العتيبي",
      email: "sarah@example.org",
      phone: "+966 50 123 4567",
      company: "Nuqta",
      service: "ecommerce",
      budget: "5k-15k",
      contactMethod: "video",
      meetingTime: "Sunday after 4 pm",
      message: "نريد متجرًا إلكترونيًا للعبايات.\nمع الدفع الإلكتروني.",
      consent: true,
      pagePath: "/a/ar/contact",
      website: "",
      fillTimeMs: 12346,
    });
  });
  it("sends the meeting time only with a meeting", () => {
    expect(leadRequest({ ...values, contactMethod: "whatsapp" }, ctx).meetingTime).toBe("");
    expect(leadRequest({ ...values, contactMethod: "phone" }, ctx).meetingTime).toBe("Sunday after 4 pm");
  });
  it("passes the honeypot on as it is", () => {
    expect(leadRequest(values, { ...ctx, website: "http://spam.example" }).website).toBe("http://spam.example");
  });
});

describe("readAnswer", () => {
  const rows: Array<{ name: string; status: number; retryAfter?: string; body: unknown; want: unknown }> = [
    { name: "201 with an id", status: 201, body: { id: "abc123" }, want: { kind: "created", id: "abc123" } },
    { name: "201 without an id", status: 201, body: {}, want: { kind: "failed", status: 201 } },
    {
      name: "422 problems by field",
      status: 422,
      body: { problems: { email: "invalid", message: "too_short", consent: "required" } },
      want: { kind: "invalid", problems: { email: "invalid", message: "too_short", consent: "required" } },
    },
    {
      name: "422 with a code the page does not know",
      status: 422,
      body: { problems: { phone: "weird" } },
      want: { kind: "invalid", problems: { phone: "invalid" } },
    },
    {
      name: "422 about a field the visitor cannot fix, beside one they can",
      status: 422,
      body: { problems: { name: "too_long", pagePath: "invalid" } },
      want: { kind: "invalid", problems: { name: "too_long" } },
    },
    {
      name: "422 only about fields the visitor cannot fix",
      status: 422,
      body: { problems: { language: "unknown" } },
      want: { kind: "failed", status: 422 },
    },
    { name: "422 without a body", status: 422, body: null, want: { kind: "failed", status: 422 } },
    { name: "429 with Retry-After", status: 429, retryAfter: "42", body: { error: "too many requests" }, want: { kind: "rate_limited", retryAfterSeconds: 42 } },
    { name: "429 with a date", status: 429, retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT", body: null, want: { kind: "rate_limited" } },
    { name: "429 without Retry-After", status: 429, body: null, want: { kind: "rate_limited" } },
    { name: "400", status: 400, body: { error: "bad request" }, want: { kind: "failed", status: 400 } },
    { name: "413", status: 413, body: { error: "too large" }, want: { kind: "failed", status: 413 } },
    { name: "415", status: 415, body: null, want: { kind: "failed", status: 415 } },
    { name: "500", status: 500, body: { error: "internal error" }, want: { kind: "failed", status: 500 } },
    { name: "503", status: 503, body: null, want: { kind: "failed", status: 503 } },
  ];
  for (const row of rows) {
    it(row.name, () => expect(readAnswer(row.status, row.retryAfter ?? null, row.body)).toEqual(row.want));
  }
});

describe("newIdempotencyKey", () => {
  it("is 32 hex digits, new each time (the server takes 16 to 128 of [A-Za-z0-9_-])", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe("requestJSON", () => {
  it("asks with GET when there is nothing to send, and posts JSON with the form's key (the booking API's calls and sendLead's)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    expect(await requestJSON("/api/booking/slots?days=62", undefined, undefined, fetchMock)).toEqual({ status: 200, body: {}, retryAfter: null });
    await requestJSON("/api/booking", { name: "Layla" }, "key-1", fetchMock);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.headers, init?.body])).toEqual([
      ["/api/booking/slots?days=62", "GET", { Accept: "application/json" }, undefined],
      ["/api/booking", "POST", { Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": "key-1" }, '{"name":"Layla"}'],
    ]);
  });
});

describe("sendLead", () => {
  it("posts JSON to the endpoint and reads the answer", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: "x1" }), { status: 201 }));
    const request = leadRequest(values, ctx);
    expect(await sendLead(request, "key-0123456789abcdef", fetchMock)).toEqual({ kind: "created", id: "x1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(LEADS_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("key-0123456789abcdef");
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });
  it("reads Retry-After", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 429, headers: { "Retry-After": "7" } }));
    expect(await sendLead(leadRequest(values, ctx), "key-0123456789abcdef", fetchMock)).toEqual({ kind: "rate_limited", retryAfterSeconds: 7 });
  });
  it("turns a network error into a failure without a status", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendLead(leadRequest(values, ctx), "key-0123456789abcdef", fetchMock)).toEqual({ kind: "failed", status: 0 });
  });
  it("copes with an answer that is not JSON", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await sendLead(leadRequest(values, ctx), "key-0123456789abcdef", fetchMock)).toEqual({ kind: "failed", status: 502 });
  });
});
