import type { DataRouter } from "react-router";

let current: DataRouter | undefined;

/** TEMPORARY: set by admin/main.tsx until the screens use the router's hooks. */
export function setRouter(r: DataRouter) {
  current = r;
}

export function router(): DataRouter {
  return current!;
}

export { redirect } from "react-router";
