import { useId } from "react";

/** Logo is the brand mark: a dot in a rounded square, and the name. Its
 * gradient's id is the instance's own (the header and the footer both show
 * the logo, and an id names one element of a page). */
export function Logo({ brand, className = "" }: { brand: string; className?: string }) {
  const gradient = useId();
  return (
    <span className={`inline-flex items-center gap-2 font-bold ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <circle cx="16" cy="16" r="5" fill="#fff" />
      </svg>
      <span className="text-lg leading-none">{brand}</span>
    </span>
  );
}
