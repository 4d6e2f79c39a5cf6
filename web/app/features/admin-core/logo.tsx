import { brand } from "./site";

/** Logo: the site's mark and name, with what this is under it. */
export function Logo({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <defs>
          <linearGradient id="admin-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#admin-logo)" />
        <circle cx="16" cy="16" r="5" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-bold">{brand}</span>
        <span className="text-xs text-ink-300">{label}</span>
      </span>
    </span>
  );
}
