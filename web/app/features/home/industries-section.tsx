import {
  Building,
  Cpu,
  CreditCard,
  GraduationCap,
  HeartPulse,
  Landmark,
  MessagesSquare,
  Plane,
  Server,
  ShoppingCart,
  Truck,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import type { IndustryText } from "~/content/clients";
import type { IndustryId } from "~/content/types";
import type { SectionText } from "~/content/sections";

/** The icon of each industry of the content document (SPEC.md §2). */
const icons: Record<IndustryId, LucideIcon> = {
  healthcare: HeartPulse,
  travel: Plane,
  delivery: Truck,
  ecommerce: ShoppingCart,
  restaurants: UtensilsCrossed,
  payments: CreditCard,
  iot: Cpu,
  elearning: GraduationCap,
  banking: Landmark,
  social: MessagesSquare,
  servers: Server,
  realEstate: Building,
};

/** IndustriesSection: a grid of industry cards, from the route's loader. */
export function IndustriesSection({ heading, industries }: { heading: SectionText; industries: readonly IndustryText[] }) {
  const { t } = useTranslation();
  return (
    <section id="industries" aria-labelledby="industries-title" className="scroll-mt-28 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="industries-title" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {industries.map(({ id, name }, i) => {
            const Icon = icons[id] ?? Building;
            return (
            <Reveal
              as="li"
              key={id}
              delayS={(i % 4) * 0.05}
              className="group flex flex-col items-center gap-3 rounded-card bg-ink-50 p-5 text-center ring-1 ring-ink-100 hover:shadow-card sm:flex-row sm:text-start"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-accent-600 shadow-card">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="font-semibold text-ink-900">{name}</span>
            </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
