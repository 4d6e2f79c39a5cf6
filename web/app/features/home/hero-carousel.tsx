import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ParticlesCanvas } from "~/components/ui/particles-canvas";
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_BACKGROUND_TRANSITION_MS,
  HERO_MANUAL_TRANSITION_MS,
  HERO_TEXT_TRANSITION_MS,
  HERO_VISIBILITY_THRESHOLD,
} from "~/config/constants";
import { useInView, usePageVisible, useReducedMotion } from "~/lib/motion";
import { trackAttrs } from "~/lib/track";
import { usePageContacts, useSite } from "~/lib/use-site";
import { CallLink } from "~/components/ui/call-link";
import { Picture } from "~/components/ui/picture";
import type { CallText, SectionText } from "~/content/sections";
import type { CallPlaces } from "~/lib/call-link";
import { HeroArt } from "./hero-art";
import type { HeroSlide } from "./hero-slides";

type Phase = "entrance" | "outrance";
type SlideState = Phase | "idle";

/** HeroCarousel is the home page's opening: the content's slides in the states
 * entrance and outrance. A slide stays HERO_AUTO_ADVANCE_MS, then goes to
 * outrance and the next one (wrapping) enters at once. Previous and next are
 * honoured only during entrance and change the slide after
 * HERO_MANUAL_TRANSITION_MS. Auto-advance pauses while the carousel is less
 * than HERO_VISIBILITY_THRESHOLD visible, hovered, focused, in a hidden tab,
 * or when motion is reduced. */
export function HeroCarousel({ slides: heroSlides, heading, call }: { slides: readonly HeroSlide[]; heading: SectionText; call: CallText }) {
  const { t } = useTranslation();
  const { to } = useSite();
  const contacts = usePageContacts();
  const n = heroSlides.length;
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>("entrance");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [started, setStarted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, HERO_VISIBILITY_THRESHOLD);
  const pageVisible = usePageVisible();
  const reduced = useReducedMotion();
  const manualTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (inView) setStarted(true);
  }, [inView]);
  useEffect(() => () => clearTimeout(manualTimer.current), []);

  const running = !reduced && inView && pageVisible && !hovered && !focused && phase === "entrance";
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      // Outrance, then immediately the next slide's entrance.
      setLeaving(index);
      setIndex((index + 1) % n);
      setPhase("entrance");
    }, HERO_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, index, n]);

  const go = (delta: 1 | -1) => {
    if (phase !== "entrance") return;
    setPhase("outrance");
    manualTimer.current = setTimeout(() => {
      setLeaving(index);
      setIndex((index + delta + n) % n);
      setPhase("entrance");
    }, HERO_MANUAL_TRANSITION_MS);
  };

  const stateOf = (i: number): SlideState => (i === index ? phase : i === leaving ? "outrance" : "idle");
  const links: SlideLinks = {
    call,
    places: { contacts, to, whatsappMessage: t("contact.whatsappMessage", { brand: t("meta.brand") }) },
    projects: to("/projects"),
    similarProjects: t("home.hero.similarProjects"),
  };
  const timing = {
    "--hero-bg-ms": `${HERO_BACKGROUND_TRANSITION_MS}ms`,
    "--hero-text-ms": `${HERO_TEXT_TRANSITION_MS}ms`,
    "--hero-out-ms": `${HERO_MANUAL_TRANSITION_MS}ms`,
  } as React.CSSProperties;

  return (
    <section
      ref={ref}
      id="top"
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      data-started={started}
      data-phase={phase}
      data-running={running}
      style={timing}
      className="hero relative isolate overflow-hidden bg-ink-900 text-white"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {heroSlides.map((slide, i) => (
          <div
            key={slide.id}
            data-state={stateOf(i)}
            className="hero-bg absolute inset-0"
            style={{ backgroundImage: `radial-gradient(60% 70% at 80% 30%, ${slide.from}55, transparent 70%), radial-gradient(50% 60% at 10% 90%, ${slide.to}40, transparent 70%)` }}
          >
            {slide.background ? (
              // Over the slide's colours, dimmed so the white text keeps its contrast.
              <Picture id={slide.background.id} meta={slide.background.meta} alt="" fill priority={i === 0} className="absolute inset-0 size-full opacity-40" />
            ) : null}
          </div>
        ))}
        <ParticlesCanvas />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6 lg:pb-20 lg:pt-14">
        <p className="text-sm font-semibold text-cyan-400 sm:text-base">{heading.heading}</p>
        <div className="mt-6 grid">
          {heroSlides.map((slide, i) => (
            <HeroSlideView key={slide.id} slide={slide} index={i} total={n} state={stateOf(i)} current={i === index} links={links} />
          ))}
        </div>
        <div className="mt-10 flex items-center gap-4">
          <button
            type="button"
            aria-label={t("home.hero.previous")}
            aria-disabled={phase !== "entrance"}
            onClick={() => go(-1)}
            className="grid size-12 place-items-center rounded-full border border-white/30 hover:bg-white/10"
            {...trackAttrs("previous_click", { button_name: "previous", carousel: "hero", index })}
          >
            <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            aria-label={t("home.hero.next")}
            aria-disabled={phase !== "entrance"}
            onClick={() => go(1)}
            className="grid size-12 place-items-center rounded-full border border-white/30 hover:bg-white/10"
            {...trackAttrs("next_click", { button_name: "next", carousel: "hero", index })}
          >
            <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
          </button>
          <p data-testid="hero-counter" className="font-semibold tabular-nums text-ink-100">
            <span className="text-white">{String(index + 1).padStart(2, "0")}</span> / {String(n).padStart(2, "0")}
          </p>
          <div aria-hidden="true" className="hidden h-1 flex-1 overflow-hidden rounded-full bg-white/15 sm:block">
            <div className="bg-brand-gradient h-full rounded-full transition-[width] duration-500" style={{ width: `${((index + 1) / n) * 100}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** What every slide links to, worked out once for all of them. */
interface SlideLinks {
  call: CallText;
  places: CallPlaces;
  projects: string;
  similarProjects: string;
}

/** HeroSlideView is one slide of the hero: a component of its own, so that
 * hydration renders the slides one at a time and can give the main thread
 * back between them (docs/decisions/0470). The slide on screen carries the
 * page's one H1; the others, hidden from assistive technology, are plain
 * text. */
function HeroSlideView({ slide, index, total, state, current, links }: { slide: HeroSlide; index: number; total: number; state: SlideState; current: boolean; links: SlideLinks }) {
  const { t } = useTranslation();
  const Title = current ? "h1" : "p";
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t("home.hero.slideOf", { current: index + 1, total })}
      aria-hidden={!current}
      inert={!current}
      data-state={state}
      className="hero-slide grid items-center gap-8 [grid-area:1/1] lg:grid-cols-[1.2fr_1fr]"
    >
      <div>
        <Title className="text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">{slide.title}</Title>
        <p className="mt-5 max-w-xl text-lg text-ink-100 sm:text-xl">{slide.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallLink
            call={links.call}
            places={links.places}
            className="bg-brand-gradient inline-flex items-center gap-2 rounded-pill px-7 py-3.5 font-semibold text-white shadow-float hover:brightness-110"
            {...trackAttrs("start_now_click", { button_name: "start_now", index })}
          />
          <Link
            to={links.projects}
            className="rounded-pill border border-white/40 px-7 py-3.5 font-semibold text-white hover:bg-white/10"
            {...trackAttrs("similar_projects_click", { button_name: "similar_projects", index })}
          >
            {links.similarProjects}
          </Link>
        </div>
      </div>
      <div className="hidden lg:block">
        <HeroArt slide={slide} />
      </div>
    </div>
  );
}
