import { Suspense, type ReactNode } from "react";

/** HydratesApart is a part of the page that React hydrates on its own: a
 * Suspense boundary (nothing in it suspends, so it has no fallback) marks
 * the part in the prerendered HTML, and the browser hydrates the page's
 * frame first, then each part in turn, giving the main thread back in
 * between and taking first the part a visitor touches
 * (docs/decisions/0470-hydration-in-pieces.md). */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
