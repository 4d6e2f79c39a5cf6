import { Download, Handshake, Smartphone, ThumbsUp, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { ANIMATION_VISIBILITY_THRESHOLD, STATISTICS_COUNT_UP } from "~/config/constants";
import type { StatisticText } from "~/content/statistics";
import type { StatisticId } from "~/content/types";
import { formatNumber } from "~/lib/intl-format";
import { prefersReducedMotion } from "~/lib/motion";
import { useSite } from "~/lib/use-site";
import type { SectionText } from "~/content/sections";

const icons: Record<StatisticId, LucideIcon> = {
  collaborations: Handshake,
  downloads: Download,
  reviews: ThumbsUp,
  publishedApps: Smartphone,
};

/** easeOut slows the count down as it nears the end. */
export function easeOut(progress: number): number {
  return 1 - Math.pow(1 - Math.min(Math.max(progress, 0), 1), 3);
}

/** Counter counts from 0 up to value over durationMs once it is scrolled
 * into view. It prerenders the final value, which is also what visitors
 * who prefer reduced motion see. */
function Counter({ value, durationMs, format }: { value: number; durationMs: number; format: (n: number) => string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = (now - start) / durationMs;
          setShown(Math.round(value * easeOut(progress)));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: ANIMATION_VISIBILITY_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);
  return (
    <span ref={ref} data-value={value} className="tabular-nums">
      {format(shown)}
    </span>
  );
}

/** StatisticsSection: the counters of SPEC.md §9 (the content document's,
 * from the page's loader), numbers written the way the page's pinned locale
 * writes them, each label in the plural form its number takes. */
export function StatisticsSection({ heading, statistics }: { heading: SectionText; statistics: readonly StatisticText[] }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section aria-labelledby="statistics-title" className="relative overflow-hidden bg-ink-900 py-20 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(50%_80%_at_15%_0%,rgb(124_58_237/0.35),transparent),radial-gradient(40%_70%_at_90%_100%,rgb(6_182_212/0.25),transparent)]" />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="statistics-title" tone="dark" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {statistics.map((stat, i) => {
            const Icon = icons[stat.id];
            return (
              <Reveal as="li" key={stat.id} delayS={i * 0.1} className="rounded-card bg-white/5 p-5 text-center ring-1 ring-white/10 sm:p-8">
                <Icon aria-hidden="true" className="mx-auto size-8 text-cyan-400" />
                <p className="mt-4 text-3xl font-extrabold sm:text-5xl">
                  <Counter value={stat.value} durationMs={STATISTICS_COUNT_UP.firstMs + i * STATISTICS_COUNT_UP.stepMs} format={(n) => formatNumber(lang, n)} />
                  <span aria-hidden="true" className="text-cyan-400">+</span>
                </p>
                <p className="mt-2 text-sm text-ink-100 sm:text-base">{stat.label}</p>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
