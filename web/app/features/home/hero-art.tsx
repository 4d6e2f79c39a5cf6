import { heroIcon, type HeroSlide } from "./hero-slides";

/** HeroArt is a slide's illustration: a phone showing the theme's icon,
 * with floating cards around it. Decorative. */
export function HeroArt({ slide }: { slide: HeroSlide }) {
  const Icon = heroIcon(slide.id);
  const id = `hero-art-${slide.id}`;
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[4/5] w-full max-w-sm">
      <svg viewBox="0 0 320 400" className="absolute inset-0 size-full" fill="none">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={slide.from} />
            <stop offset="1" stopColor={slide.to} />
          </linearGradient>
        </defs>
        <circle cx="160" cy="200" r="150" fill={`url(#${id})`} opacity="0.25" />
        <rect x="90" y="40" width="140" height="290" rx="26" fill="#0b1026" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="3" />
        <rect x="100" y="58" width="120" height="254" rx="18" fill={`url(#${id})`} />
        <rect x="140" y="48" width="40" height="5" rx="2.5" fill="#ffffff" opacity="0.4" />
        <rect x="114" y="220" width="92" height="10" rx="5" fill="#ffffff" opacity="0.85" />
        <rect x="114" y="240" width="70" height="8" rx="4" fill="#ffffff" opacity="0.5" />
        <rect x="114" y="270" width="92" height="26" rx="13" fill="#ffffff" opacity="0.95" />
        <rect x="18" y="120" width="96" height="56" rx="14" fill="#ffffff" opacity="0.95" />
        <circle cx="40" cy="148" r="11" fill={slide.from} />
        <rect x="58" y="138" width="44" height="7" rx="3.5" fill="#0b1026" opacity="0.7" />
        <rect x="58" y="151" width="30" height="6" rx="3" fill="#0b1026" opacity="0.35" />
        <rect x="214" y="268" width="92" height="50" rx="14" fill="#ffffff" opacity="0.95" />
        <path d="M230 300l14-12 12 8 18-16 16 10" stroke={slide.to} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="absolute inset-x-0 top-[28%] flex justify-center">
        <span className="grid size-20 place-items-center rounded-3xl bg-white/15 text-white ring-1 ring-white/30 backdrop-blur">
          <Icon className="size-10" strokeWidth={1.6} />
        </span>
      </div>
    </div>
  );
}
