import { Check } from "lucide-react";

/** CheckList is a list of points, each with a tick: why to ask (the
 * contact page's consultation) and what to expect (the booking page). */
export function CheckList({ points, className = "" }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 text-ink-800">
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-600">
            <Check aria-hidden="true" className="size-4" />
          </span>
          {point}
        </li>
      ))}
    </ul>
  );
}
