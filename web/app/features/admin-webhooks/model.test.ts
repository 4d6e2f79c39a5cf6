import { describe, expect, it } from "vitest";
import { canReplay, deliveryState, leadPath, stillGoing, type Delivery, type Webhook } from "./model";

const delivery = (over: Partial<Delivery>): Delivery => ({
  id: 1, messageId: "msg_1", event: "lead.created", leadId: "abc", status: "pending", attempts: 0,
  responseStatus: 0, lastError: "", createdAt: "2026-12-01T09:00:00Z", ...over,
});
const hook = (over: Partial<Webhook>): Webhook => ({
  id: "w", kind: "webhook", name: "CRM", urlHint: "https://crm.example.com/hooks…", events: ["lead.created"],
  personal: false, enabled: true, offReason: "", createdAt: "", updatedAt: "", version: 1, ...over,
});

describe("deliveryState", () => {
  it.each([
    ["sent", { status: "sent", attempts: 2 }],
    ["failed", { status: "failed", attempts: 30 }],
    ["retrying", { status: "pending", attempts: 1 }],
    ["waiting", { status: "pending", attempts: 0 }],
  ] as const)("%s", (want, over) => {
    expect(deliveryState(delivery(over))).toBe(want);
  });
});

describe("the log's actions", () => {
  it("asks again while a delivery is pending", () => {
    expect(stillGoing([delivery({ status: "sent" }), delivery({ status: "pending" })])).toBe(true);
    expect(stillGoing([delivery({ status: "sent" }), delivery({ status: "failed" })])).toBe(false);
  });
  it("replays only finished deliveries of a webhook that is on", () => {
    expect(canReplay(delivery({ status: "failed" }), hook({}))).toBe(true);
    expect(canReplay(delivery({ status: "pending" }), hook({}))).toBe(false);
    expect(canReplay(delivery({ status: "sent" }), hook({ enabled: false }))).toBe(false);
  });
  it("links a lead's delivery to the lead, a test to nothing", () => {
    expect(leadPath(delivery({ leadId: "a b" }))).toBe("/admin/leads/a%20b");
    expect(leadPath(delivery({ leadId: "" }))).toBeUndefined();
  });
});
