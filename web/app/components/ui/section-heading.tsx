import { useId } from "react";

/** SectionHeading is the decorative heading of a section: an eyebrow with a
 * splash mark, the title underlined by a hand-drawn stroke, and an optional
 * lead. The splash and the stroke are mirrored in right-to-left pages. The
 * stroke's gradient has the instance's own id: a page has several headings. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  level = 2,
  tone = "light",
  align = "center",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  level?: 1 | 2;
  tone?: "light" | "dark";
  align?: "center" | "start";
}) {
  const H = level === 1 ? "h1" : "h2";
  const gradient = useId();
  const dark = tone === "dark";
  return (
    <div className={`relative ${align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl text-start"}`}>
      {eyebrow && (
        <p className={`relative inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider ${dark ? "text-cyan-400" : "text-accent-600"}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <path d="M4 14 1.5 15.5M5.5 9 3 7M10 5.5 9.5 2.5M16 6l2-2.5M20 11.5l3-.5" />
          </svg>
          {eyebrow}
        </p>
      )}
      <H id={id} className={`mt-3 text-3xl font-extrabold leading-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}>
        <span className="relative inline-block pb-3">
          {title}
          <svg
            aria-hidden="true"
            viewBox="0 0 200 14"
            preserveAspectRatio="none"
            className={`absolute bottom-0 h-3 w-2/3 rtl:-scale-x-100 ${align === "center" ? "start-1/6" : "start-0"}`}
            fill="none"
          >
            <path d="M3 10C50 3 120 1 197 6" stroke={`url(#${gradient})`} strokeWidth="5" strokeLinecap="round" />
            <defs>
              <linearGradient id={gradient} x1="0" x2="1">
                <stop offset="0" stopColor="#7c3aed" />
                <stop offset="1" stopColor="#22d3ee" />
              </linearGradient>
            </defs>
          </svg>
        </span>
      </H>
      {lead && <p className={`mt-4 text-lg ${dark ? "text-ink-300" : "text-ink-600"}`}>{lead}</p>}
    </div>
  );
}
