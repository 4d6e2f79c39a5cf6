import { describe, expect, it } from "vitest";
import { readResult } from "./api";

const booking = { id: "1", start: "2026-12-01T06:00:00Z" };
const ok = (b: Record<string, unknown>) => (b.booking ? { booking: b.booking } : null);

describe("readResult", () => {
  it("reads a booking", () => {
    expect(readResult(201, { booking }, ok)).toEqual({ kind: "ok", booking });
  });

  it("treats a success without its body as a failure", () => {
    expect(readResult(200, {}, ok)).toEqual({ kind: "failed", status: 200 });
  });

  it("gives every problem of a 422", () => {
    expect(readResult(422, { problems: { email: "invalid", start: "required" } }, ok)).toEqual({
      kind: "invalid",
      problems: { email: "invalid", start: "required" },
    });
  });

  it("gives a taken slot with the fresh slots", () => {
    const slots = [{ start: "2026-12-01T07:00:00Z", end: "2026-12-01T07:30:00Z" }];
    expect(readResult(409, { error: "slot_taken", slots }, ok)).toEqual({ kind: "slot", error: "slot_taken", slots });
  });

  it("tells a manage link's refusals apart", () => {
    expect(readResult(403, { error: "link_invalid" }, ok)).toEqual({ kind: "link", error: "link_invalid" });
    expect(readResult(410, { error: "link_expired" }, ok)).toEqual({ kind: "link", error: "link_expired" });
    expect(readResult(409, { error: "past_cutoff" }, ok)).toEqual({ kind: "link", error: "past_cutoff" });
  });

  it("reads a rate limit and anything else as a failure", () => {
    expect(readResult(429, null, ok)).toEqual({ kind: "rate_limited" });
    expect(readResult(500, null, ok)).toEqual({ kind: "failed", status: 500 });
    expect(readResult(409, { error: "other" }, ok)).toEqual({ kind: "failed", status: 409 });
  });
});
