import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionText } from "~/content/sections";
import type { TestimonialText } from "~/content/testimonials";
import { TestimonialContent } from "./testimonial-content";

/** ReviewsSection shows every client review at once (#reviews), where the
 * home page's "Read all reviews" leads. */
export function ReviewsSection({ heading, testimonials }: { heading: SectionText; testimonials: readonly TestimonialText[] }) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-28 bg-ink-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="reviews-title" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item, i) => (
            <Reveal as="li" key={item.id} delayS={(i % 3) * 0.1} className="flex">
              <figure className="flex flex-1 flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-ink-100">
                <TestimonialContent item={item} />
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
