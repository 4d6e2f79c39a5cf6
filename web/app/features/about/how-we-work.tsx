import { Code2, Lightbulb, PenTool, Rocket, TestTubes, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import type { AboutText } from "~/content/sections";

/** The icon of each development step (the FAQ names the same five). */
const icons: Record<AboutText["steps"][number]["id"], LucideIcon> = {
  analysis: Lightbulb,
  design: PenTool,
  development: Code2,
  testing: TestTubes,
  delivery: Rocket,
};

/** HowWeWork: the development steps as an ordered timeline; texts from
 * the about page's loader. */
export function HowWeWork({ about }: { about: AboutText }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow={about.howEyebrow} title={about.howTitle} lead={about.howLead} />
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {about.steps.map(({ id, title, text }, i) => {
            const Icon = icons[id] ?? Lightbulb;
            return (
            <Reveal as="li" key={id} delayS={i * 0.1} className="relative rounded-card bg-ink-50 p-6 ring-1 ring-ink-100">
              <span className="bg-brand-gradient grid size-12 place-items-center rounded-2xl text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-accent-600">{t("about.stepLabel", { number: i + 1 })}</p>
              <h3 className="mt-1 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-sm text-ink-600">{text}</p>
            </Reveal>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
