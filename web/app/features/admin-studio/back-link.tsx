import type { ReactNode } from "react";
import { Link } from "react-router";

/** BackLink is the studio's way up (to a family, or all sections), its
 * arrow pointing the reading direction's way back. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-700 underline-offset-4 hover:underline sm:min-h-0">
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{" "}
      {children}
    </Link>
  );
}
