import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { LogoMarquee } from "./logo-marquee";
import type { ClientLogoText } from "~/content/clients";
import type { TestimonialText } from "~/content/testimonials";
import { TestimonialsCarousel } from "./testimonials-carousel";
import type { SectionText } from "~/content/sections";

/** ClientsSection: the logo marquee and the testimonials, with a link to
 * every review at once (the about page's reviews section). */
export function ClientsSection({ heading, reviewsHeading, logos, testimonials }: { heading: SectionText; reviewsHeading: string; logos: readonly ClientLogoText[]; testimonials: readonly TestimonialText[] }) {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <section id="clients" aria-labelledby="clients-title" className="scroll-mt-28 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="clients-title" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
      </div>
      <div className="mt-10">
        <LogoMarquee logos={logos} />
      </div>
      <div className="mx-auto mt-14 max-w-6xl px-4 sm:px-6">
        <h3 className="mb-6 text-center text-2xl font-bold text-ink-900">{reviewsHeading}</h3>
        <TestimonialsCarousel testimonials={testimonials} />
        <p className="mt-8 text-center">
          <Link
            to={`${to("/about")}#reviews`}
            className="inline-flex items-center gap-2 font-semibold text-accent-600 underline-offset-4 hover:underline"
            {...trackAttrs("button_click", { button_name: "more_reviews", section: "clients" })}
          >
            {t("home.clients.moreReviews")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </div>
    </section>
  );
}
