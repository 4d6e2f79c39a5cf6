/** The attribute marking a measured section of the home page; its value is
 * the catalogue's section_view `section`. */
export const SECTION_ATTRIBUTE = "data-section";

/** Intersection ratios at which the observer reports: every 2 %, so a
 * section three screens tall is reported within a few pixels of the moment
 * it covers half the viewport. */
export const SECTION_THRESHOLDS = Array.from({ length: 51 }, (_, i) => i / 50);

/** halfSeen: at least half of the section is on screen, or, for a section
 * taller than the viewport, it covers at least half of the viewport
 * (catalogue.json, section_view). */
export function halfSeen(visibleHeight: number, sectionHeight: number, viewportHeight: number): boolean {
  return visibleHeight > 0 && visibleHeight >= Math.min(sectionHeight, viewportHeight) / 2;
}

type Observer = Pick<IntersectionObserver, "observe" | "disconnect">;
export type ObserverFactory = (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => Observer;

export interface SectionViews {
  /** watch forgets what was seen (a new page view) and watches elements. */
  watch(elements: Iterable<Element>): void;
  stop(): void;
}

/** createSectionViews reports each marked section once per page view, when
 * halfSeen, through one IntersectionObserver. */
export function createSectionViews(
  report: (section: string) => void,
  observe: ObserverFactory = (callback, options) => new IntersectionObserver(callback, options),
): SectionViews {
  let observer: Observer | undefined;
  const stop = () => {
    observer?.disconnect();
    observer = undefined;
  };
  return {
    watch(elements) {
      stop();
      const seen = new Set<string>();
      observer = observe(
        (entries) => {
          for (const entry of entries) {
            const section = entry.target.getAttribute(SECTION_ATTRIBUTE);
            const viewport = entry.rootBounds?.height ?? innerHeight;
            if (!section || seen.has(section) || !halfSeen(entry.intersectionRect.height, entry.boundingClientRect.height, viewport)) continue;
            seen.add(section);
            report(section);
          }
        },
        { threshold: SECTION_THRESHOLDS },
      );
      for (const el of elements) observer.observe(el);
    },
    stop,
  };
}
