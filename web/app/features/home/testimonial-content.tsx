import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { drawnWidth, Picture } from "~/components/ui/picture";
import type { TestimonialText } from "~/content/testimonials";
import { Avatar, Flag } from "./people-art";

/** TestimonialContent is one client's review inside its <figure>: the five
 * stars, the quote, and who said it (name, role, company, country). The
 * carousel and the reviews list show it alike. */
export function TestimonialContent({ item, large = false }: { item: TestimonialText; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div role="img" aria-label={t("home.clients.stars")} className="flex gap-1 text-amber-500">
        {[0, 1, 2, 3, 4].map((s) => (
          <Star key={s} aria-hidden="true" className="size-5 fill-current" />
        ))}
      </div>
      <blockquote className={`mt-5 flex-1 text-lg leading-relaxed text-ink-800 ${large ? "sm:text-xl" : ""}`}>
        <p>{item.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {item.photo ? (
          <Picture id={item.photo.id} meta={item.photo.meta} alt={item.photo.alt} sizes={`${drawnWidth(item.photo.meta, { width: 56, height: 56 }, "cover")}px`} aspect={1} className="size-14 shrink-0 rounded-full" />
        ) : (
          <Avatar avatar={item.avatar} />
        )}
        <div className="min-w-0">
          <p className="font-bold text-ink-900">{item.name}</p>
          <p className="text-sm text-ink-600">
            {t("home.clients.roleAt", { role: item.role, company: item.company })}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-ink-600">
            <Flag code={item.flag} />
            {item.country}
          </p>
        </div>
      </figcaption>
    </>
  );
}
