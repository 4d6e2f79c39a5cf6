import { inbox, workflow } from "../../../../internal/leads/schema.json";

/** What the back office shares with the server about a request's life,
 * from internal/leads/schema.json, which the server validates by: the
 * workflow (statuses in order and where each may go) and the inbox's
 * limits (page sizes, the longest value of each text filter); typed from
 * the file itself, so a status the JSON lacks fails tsc. */
type Schema = typeof import("../../../../internal/leads/schema.json");

export type Status = keyof Schema["workflow"]["transitions"];

/** Every status, in workflow order. */
export const statuses = workflow.statuses as readonly Status[];

/** The statuses a request may move to from each one. */
export const transitions = workflow.transitions as Record<Status, readonly Status[]>;

/** The inbox's page size and the longest value of each text filter. */
export const inboxLimits: Schema["inbox"] = inbox;
