import type { Status } from "./filters";

/** The statuses a request may move to from each one; the server enforces
 * the same table (docs/admin-api.md), the page offers only these. */
const transitions: Record<Status, Status[]> = {
  new: ["contacted", "lost"],
  contacted: ["qualified", "lost", "new"],
  qualified: ["won", "lost", "contacted"],
  won: ["qualified"],
  lost: ["new", "contacted", "qualified"],
};

/** nextStatuses: the current status first, then where it may go. */
export function nextStatuses(current: string): string[] {
  return [current, ...(transitions[current as Status] ?? [])];
}
