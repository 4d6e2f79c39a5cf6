import { useId, useState } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { FaqCard, type FaqTone } from "./faq-card";
import type { FaqItem } from "./faq-items";
import type { SectionText } from "~/content/sections";

interface FaqSectionProps {
  /** The questions and the FAQ page's heading (content), from the route's loader. */
  items: readonly FaqItem[];
  heading: SectionText;
  /** h1 on the FAQ page, h2 where the section is part of a page (home). */
  headingLevel: "h1" | "h2";
  tone: FaqTone;
  id?: string;
}

/** FaqSection is the FAQ: heading, description and the questions in a
 * two-column grid on wider screens. One answer is open at a time; clicking
 * the open question closes it (SPEC.md §4: one open index or none). */
export function FaqSection({ items, heading, headingLevel: Heading, tone, id = "faq" }: FaqSectionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = `${id}${useId().replace(/:/g, "")}`;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={`${idPrefix}-title`} className={`scroll-mt-28 py-16 sm:py-20 ${dark ? "bg-ink-900 text-white" : "bg-ink-50 text-ink-900"}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={`${idPrefix}-title`}
          level={Heading === "h1" ? 1 : 2}
          tone={tone}
          eyebrow={heading.eyebrow}
          title={heading.heading}
          lead={heading.intro}
        />
        <ul role="list" className="mt-12 grid items-start gap-4 md:grid-cols-2">
          {items.map((item, index) => (
            <FaqCard
              key={item.id}
              item={item}
              index={index}
              open={openIndex === index}
              onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
              idPrefix={idPrefix}
              headingLevel={Heading === "h1" ? "h2" : "h3"}
              tone={tone}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
