import schemaText from "../../../../internal/leads/schema.json?raw";

/** What the back office shares with the server about a request's life,
 * from internal/leads/schema.json, which the server validates by: the
 * workflow (statuses in order and where each may go) and the inbox's
 * limits (page sizes, the longest value of each text filter). Read as text
 * so the public pages' bundles stay as they are
 * (docs/decisions/0045-back-office-in-the-same-app.md); typed from the
 * file itself, so a status the JSON lacks fails tsc. */
type Schema = typeof import("../../../../internal/leads/schema.json");

const schema = JSON.parse(schemaText) as Pick<Schema, "workflow" | "inbox">;

export type Status = keyof Schema["workflow"]["transitions"];

/** Every status, in workflow order. */
export const statuses = schema.workflow.statuses as readonly Status[];

/** The statuses a request may move to from each one. */
export const transitions = schema.workflow.transitions as Record<Status, readonly Status[]>;

/** The inbox's page size and the longest value of each text filter. */
export const inboxLimits: Schema["inbox"] = schema.inbox;
