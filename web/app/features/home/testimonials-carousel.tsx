import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_FADE_MS } from "~/config/constants";
import { direction, type Language } from "~/config/site";
import { useInView, useReducedMotion } from "~/lib/motion";
import { trackAttrs } from "~/lib/track";
import type { TestimonialText } from "~/content/testimonials";
import { TestimonialContent } from "./testimonial-content";

/** TestimonialsCarousel fades between the testimonials, looping, every
 * TESTIMONIAL_AUTOPLAY_MS. Autoplay pauses while hovered, focused or off
 * screen, and resumes after any interaction (a click only restarts the
 * wait). The arrow keys move between testimonials (mirrored in
 * right-to-left pages); a counter shows "current / total". */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly TestimonialText[] }) {
  const { t, i18n } = useTranslation();
  const rtl = direction(i18n.language as Language) === "rtl";
  const n = testimonials.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, 0.2);
  const reduced = useReducedMotion();
  const autoplay = !reduced && inView && !hovered && !focused;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % n), TESTIMONIAL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, index, n]);

  const go = (delta: number) => {
    setInteracted(true);
    setIndex((i) => (i + delta + n) % n);
  };

  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={t("home.clients.testimonialsLabel")}
      data-autoplay={autoplay}
      className="relative mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-10"
      style={{ "--fade-ms": `${TESTIMONIAL_FADE_MS}ms` } as React.CSSProperties}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(rtl ? -1 : 1);
        else if (e.key === "ArrowLeft") go(rtl ? 1 : -1);
        else return;
        e.preventDefault();
      }}
    >
      <Quote aria-hidden="true" className="absolute end-6 top-6 size-10 text-accent-400/40 rtl:-scale-x-100" />
      <div className="grid" aria-live={interacted && !autoplay ? "polite" : "off"}>
        {testimonials.map((item, i) => {
          const current = i === index;
          return (
            // The slide is a group around the figure: a figure with a caption
            // may not take another role (axe: aria-allowed-role).
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.clients.counter", { current: i + 1, total: n })}
              aria-hidden={!current}
              inert={!current}
              className={`transition-opacity ease-in-out [grid-area:1/1] [transition-duration:var(--fade-ms)] ${current ? "opacity-100" : "opacity-0"}`}
            >
              <figure className="flex h-full flex-col">
                <TestimonialContent item={item} large />
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-8 flex items-center justify-between gap-4 border-t border-ink-100 pt-6">
        <p data-testid="testimonial-counter" className="font-semibold tabular-nums text-ink-700">
          {t("home.clients.counter", { current: index + 1, total: n })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={t("home.clients.previous")}
            onClick={() => go(-1)}
            className="grid size-11 place-items-center rounded-full border border-ink-100 text-ink-900 hover:bg-ink-50"
            {...trackAttrs("previous_click", { button_name: "previous", carousel: "testimonials", index })}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            aria-label={t("home.clients.next")}
            onClick={() => go(1)}
            className="grid size-11 place-items-center rounded-full border border-ink-100 text-ink-900 hover:bg-ink-50"
            {...trackAttrs("next_click", { button_name: "next", carousel: "testimonials", index })}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
    </div>
  );
}
