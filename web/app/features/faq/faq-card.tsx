import { ChevronDown } from "lucide-react";
import { FAQ_ANSWER_EXPAND_S, FAQ_CARD_STAGGER_S } from "~/config/constants";
import { trackAttrs } from "~/lib/track";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import { faqIcon, faqIconClass, type FaqItem } from "./faq-items";
import { sanitizeHtml } from "~/lib/sanitize-html";

export type FaqTone = "dark" | "light";

interface FaqCardProps {
  item: FaqItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  idPrefix: string;
  headingLevel: "h2" | "h3";
  tone: FaqTone;
}

const tones = {
  dark: {
    card: "bg-ink-800 ring-white/10 text-white",
    open: "ring-cyan-400/60",
    icon: "bg-white/10 text-cyan-400",
    answer: "text-ink-100",
    strong: "[&_strong]:text-white",
  },
  light: {
    card: "bg-white ring-ink-100 text-ink-900",
    open: "ring-accent-400",
    icon: "bg-accent-500/10 text-accent-600",
    answer: "text-ink-600",
    strong: "[&_strong]:text-ink-900",
  },
} as const;

/** FaqCard is one question: a disclosure button (aria-expanded,
 * aria-controls) and its answer, HTML from the content document through the
 * allowlist sanitiser. The answer stays in the page when closed (for search
 * engines), hidden from view and from assistive technology. */
export function FaqCard({ item, index, open, onToggle, idPrefix, headingLevel: Heading, tone }: FaqCardProps) {
  const reveal = useReveal<HTMLLIElement>(index * FAQ_CARD_STAGGER_S);
  const colours = tones[tone];
  const Icon = faqIcon(item.id);
  const site = useSite();
  const buttonId = `${idPrefix}-q${index + 1}`;
  const answerId = `${idPrefix}-a${index + 1}`;
  return (
    <li ref={reveal.ref} className={reveal.className} style={reveal.style}>
      <div className={`rounded-card shadow-card ring-1 transition-shadow ${colours.card} ${open ? `ring-2 ${colours.open}` : ""}`}>
        <Heading className="text-base font-semibold sm:text-lg">
          <button
            type="button"
            id={buttonId}
            aria-expanded={open}
            aria-controls={answerId}
            onClick={onToggle}
            className="flex w-full items-center gap-4 rounded-card p-5 text-start"
            {...trackAttrs("faq_question_click", { button_name: "faq_question", index, open: !open })}
          >
            <span aria-hidden="true" className={`grid size-11 shrink-0 place-items-center rounded-xl ${colours.icon}`}>
              <Icon className={faqIconClass(item.id)} />
            </span>
            <span className="flex-1">{item.question}</span>
            <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} style={{ transitionDuration: `${FAQ_ANSWER_EXPAND_S}s` }} />
          </button>
        </Heading>
        <div
          id={answerId}
          className={`grid transition-[grid-template-rows,visibility] ease-out ${open ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]"}`}
          style={{ transitionDuration: `${FAQ_ANSWER_EXPAND_S}s` }}
        >
          <div className="overflow-hidden">
            <div
              className={`px-5 pb-6 leading-relaxed sm:ps-20 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:font-semibold [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:ps-5 ${colours.answer} ${colours.strong}`}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.answer, site.to) }}
            />
          </div>
        </div>
      </div>
    </li>
  );
}
