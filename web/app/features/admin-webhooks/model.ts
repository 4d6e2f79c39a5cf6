/** What the webhooks screen shows, from GET /api/admin/webhooks and a
 * webhook's delivery log (docs/admin-api.md, "Webhooks and chat alerts"). */
export type Kind = "webhook" | "slack" | "teams";

export interface Webhook {
  id: string;
  kind: Kind;
  name: string;
  urlHint: string;
  events: string[];
  personal: boolean;
  enabled: boolean;
  offReason: "" | "failing";
  failingSince?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface WebhookList {
  webhooks: Webhook[];
  available: boolean;
  kinds: Kind[];
  events: string[];
}

export interface Delivery {
  id: number;
  messageId: string;
  event: string;
  leadId: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  responseStatus: number;
  lastError: string;
  createdAt: string;
  lastAttemptAt?: string;
  sentAt?: string;
  nextAttemptAt?: string;
}

/** How a delivery stands, as the log says it: sent, failed (given up),
 * retrying (an attempt failed, another is due) or waiting (not tried yet). */
export type DeliveryState = "sent" | "failed" | "retrying" | "waiting";

export function deliveryState(d: Delivery): DeliveryState {
  if (d.status === "sent") return "sent";
  if (d.status === "failed") return "failed";
  return d.attempts > 0 ? "retrying" : "waiting";
}

/** stillGoing: the log holds a delivery not finished yet, so the screen
 * asks again in a moment (after "send a test", say). */
export function stillGoing(deliveries: Delivery[]): boolean {
  return deliveries.some((d) => d.status === "pending");
}

/** canReplay: a finished delivery may be sent again while its webhook is on. */
export function canReplay(d: Delivery, hook: Webhook): boolean {
  return hook.enabled && d.status !== "pending";
}

/** leadPath is the back office's page of a delivery's lead; none for a test. */
export function leadPath(d: Delivery): string | undefined {
  return d.leadId ? `/admin/leads/${encodeURIComponent(d.leadId)}` : undefined;
}
