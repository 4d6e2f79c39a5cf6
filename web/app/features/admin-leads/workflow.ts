import { transitions, type Status } from "./schema";

/** nextStatuses: the current status first, then where it may go (the
 * server enforces the same table, schema.json's workflow). */
export function nextStatuses(current: string): string[] {
  return [current, ...(transitions[current as Status] ?? [])];
}
