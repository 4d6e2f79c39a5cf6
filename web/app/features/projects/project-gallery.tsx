import { useTranslation } from "react-i18next";
import { Picture } from "~/components/ui/picture";
import type { CaseStudyText } from "~/content/projects/case-studies";

type Screen = CaseStudyText["screens"][number];

/** ProjectGallery frames each screen as what it is: a phone screen in a
 * phone, a web screen in a browser window. The frame takes the image's own
 * proportions, so real screenshots fit as they come. */
export function ProjectGallery({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="project-gallery" className="bg-white py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="project-gallery" className="text-2xl font-bold text-ink-900">
          {t("projects.detail.gallery")}
        </h2>
        <ul role="list" className="mt-8 flex flex-wrap items-end justify-center gap-6 lg:gap-10">
          {screens.map((screen) => (
            <li key={screen.src} className={screen.kind === "web" ? "w-full lg:w-[40rem]" : "w-40 sm:w-48 lg:w-52"}>
              {screen.kind === "web" ? <BrowserFrame screen={screen} /> : <PhoneFrame screen={screen} />}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How wide an uploaded screen is drawn, for its `sizes`: a phone frame's
 * list item (w-40, sm:w-48, lg:w-52) less the frame's padding (p-2 on each
 * side); a web frame fills the gallery (its px-4, sm:px-6 off the viewport)
 * up to lg:w-[40rem]. Keep in step with the classes below:
 * e2e/picture.spec.ts measures both against the page at phone and desktop
 * widths, since a `sizes` larger than what is drawn makes a phone fetch a
 * file twice too wide (Lighthouse's uses-responsive-images). */
export const screenSizes = {
  phone: "(min-width: 1024px) 12rem, (min-width: 640px) 11rem, 9rem",
  web: "(min-width: 1024px) 40rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
} as const;

function Image({ screen, className }: { screen: Screen; className: string }) {
  if (screen.picture) {
    // An uploaded screen: AVIF/WebP at the widths the frame can take.
    const sizes = screenSizes[screen.kind === "web" ? "web" : "phone"];
    return <Picture id={screen.picture.id} meta={screen.picture.meta} alt={screen.alt} sizes={sizes} className={`block h-auto w-full object-cover ${className}`} />;
  }
  return (
    <img src={screen.src} alt={screen.alt} width={screen.width} height={screen.height} loading="lazy" decoding="async" style={{ aspectRatio: `${screen.width} / ${screen.height}` }} className={`block h-auto w-full object-cover ${className}`} />
  );
}

function PhoneFrame({ screen }: { screen: Screen }) {
  return (
    <figure className="rounded-[2.25rem] bg-ink-950 p-2 shadow-float ring-1 ring-ink-800">
      <Image screen={screen} className="rounded-[1.75rem]" />
    </figure>
  );
}

function BrowserFrame({ screen }: { screen: Screen }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-float ring-1 ring-ink-100">
      <div aria-hidden="true" className="flex items-center gap-1.5 bg-ink-100 px-4 py-2.5" dir="ltr">
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="size-2.5 rounded-full bg-ink-300" />
        <span className="ms-3 h-4 flex-1 rounded-pill bg-white" />
      </div>
      <Image screen={screen} className="" />
    </figure>
  );
}
