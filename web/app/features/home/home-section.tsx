import type { ReactNode } from "react";
import { HydratesApart } from "~/components/ui/hydrates-apart";

/** HomeSection is one of the home page's sections: data-section names it
 * for the dashboard's section reach (the analytics catalogue's section_view
 * sections), and it hydrates apart from the others
 * (components/ui/hydrates-apart.tsx). */
export function HomeSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-section={name}>
      <HydratesApart>{children}</HydratesApart>
    </div>
  );
}
