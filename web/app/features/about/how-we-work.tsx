import { Code2, Lightbulb, PenTool, Rocket, TestTubes, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";

/** The development steps, in order (the FAQ names the same five). */
const steps: ReadonlyArray<{ key: "analysis" | "design" | "development" | "testing" | "delivery"; icon: LucideIcon }> = [
  { key: "analysis", icon: Lightbulb },
  { key: "design", icon: PenTool },
  { key: "development", icon: Code2 },
  { key: "testing", icon: TestTubes },
  { key: "delivery", icon: Rocket },
];

/** HowWeWork: the five development steps as an ordered timeline. */
export function HowWeWork() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow={t("about.howEyebrow")} title={t("about.howTitle")} lead={t("about.howLead")} />
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {steps.map(({ key, icon: Icon }, i) => (
            <Reveal as="li" key={key} delayS={i * 0.1} className="relative rounded-card bg-ink-50 p-6 ring-1 ring-ink-100">
              <span className="bg-brand-gradient grid size-12 place-items-center rounded-2xl text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-accent-600">{t("about.stepLabel", { number: i + 1 })}</p>
              <h3 className="mt-1 text-lg font-bold text-ink-900">{t(`about.steps.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-ink-600">{t(`about.steps.${key}.text`)}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
