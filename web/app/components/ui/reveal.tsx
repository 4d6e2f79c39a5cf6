import type { ElementType, ReactNode } from "react";
import { useReveal } from "~/lib/use-reveal";

/** Reveal is useReveal (lib/use-reveal.ts) as a wrapper element: its content
 * fades and slides in when scrolled into view, after delayS seconds (for
 * staggering cards), and is simply shown with reduced motion. */
export function Reveal({
  as: Tag = "div",
  id,
  className = "",
  delayS = 0,
  children,
}: {
  as?: ElementType;
  id?: string;
  className?: string;
  delayS?: number;
  children: ReactNode;
}) {
  const reveal = useReveal<HTMLElement>(delayS);
  return (
    <Tag ref={reveal.ref} id={id} data-reveal={reveal.state} style={reveal.style} className={`${className} ${reveal.className}`}>
      {children}
    </Tag>
  );
}
