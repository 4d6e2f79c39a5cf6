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

type IndustryKey =
  | "healthcare"
  | "travel"
  | "delivery"
  | "ecommerce"
  | "restaurants"
  | "payments"
  | "iot"
  | "elearning"
  | "banking"
  | "social"
  | "servers"
  | "realEstate";

/** The twelve industries of SPEC.md §2; names in home.industries.items. */
export const industries: ReadonlyArray<{ key: IndustryKey; icon: LucideIcon }> = [
  { key: "healthcare", icon: HeartPulse },
  { key: "travel", icon: Plane },
  { key: "delivery", icon: Truck },
  { key: "ecommerce", icon: ShoppingCart },
  { key: "restaurants", icon: UtensilsCrossed },
  { key: "payments", icon: CreditCard },
  { key: "iot", icon: Cpu },
  { key: "elearning", icon: GraduationCap },
  { key: "banking", icon: Landmark },
  { key: "social", icon: MessagesSquare },
  { key: "servers", icon: Server },
  { key: "realEstate", icon: Building },
];

/** IndustriesSection: a grid of twelve industry cards. */
export function IndustriesSection() {
  const { t } = useTranslation();
  return (
    <section id="industries" aria-labelledby="industries-title" className="scroll-mt-28 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="industries-title" eyebrow={t("home.industries.eyebrow")} title={t("home.industries.title")} lead={t("home.industries.lead")} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {industries.map(({ key, icon: Icon }, i) => (
            <Reveal
              as="li"
              key={key}
              delayS={(i % 4) * 0.05}
              className="group flex flex-col items-center gap-3 rounded-card bg-ink-50 p-5 text-center ring-1 ring-ink-100 hover:shadow-card sm:flex-row sm:text-start"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-accent-600 shadow-card">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="font-semibold text-ink-900">{t(`home.industries.items.${key}`)}</span>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
