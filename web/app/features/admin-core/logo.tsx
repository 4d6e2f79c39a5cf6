import { Logo as SiteLogo } from "~/components/ui/logo";
import { brand } from "./site";

/** Logo: the site's own logo (components/ui/logo.tsx), with what this is under it. */
export function Logo({ label }: { label: string }) {
  return (
    <span className="inline-flex flex-col leading-tight">
      <SiteLogo brand={brand} className="text-sm" />
      <span className="ms-10 text-xs text-ink-300">{label}</span>
    </span>
  );
}
