import { withWhatsappRef } from "~/lib/contact-links";
import { parsePath } from "~/lib/paths";
import { takeEarlyEvents, TRACK_EVENT, type EventName, type TrackDetail } from "~/lib/track";
import { clickEvents } from "./clicks";
import { pageContext, REFUSED_TEXT } from "./context";
import { trackingAllowed } from "./privacy";
import { createQueue, type PropValue, type Transport } from "./queue";
import { createScrollDepth } from "./scroll-depth";
import { createSectionViews, SECTION_ATTRIBUTE, type ObserverFactory } from "./sections";
import { newRef } from "./whatsapp-ref";

/** At most this many javascript_error events per page load: a failing loop
 * must not flood the queue. */
export const MAX_ERRORS = 5;

export interface Tracker {
  /** pageView reports the current location; call it on the first load and
   * on every client-side route change. */
  pageView(): void;
  stop(): void;
}

const cut = (s: string, n: number) => s.slice(0, n);

/** An error message may hold a line break; one such event must not get its
 * whole batch refused. */
const oneLine = (s: string, n: number) => cut(s.replace(REFUSED_TEXT, " "), n);

/** startTracker listens for what the site measures and sends it to the
 * server in small batches. It returns undefined, and listens to nothing,
 * when the visitor has Global Privacy Control or Do Not Track on. It keeps
 * no identifier and sets no cookie: the server derives a daily visitor id.
 * What it holds in memory for the page load: the landing URL's utm fields,
 * and the page view's WhatsApp reference, which a click on a WhatsApp link
 * writes into the link's message and sends with the outbound_click. */
export function startTracker(send?: Transport, observe?: ObserverFactory): Tracker | undefined {
  const early = takeEarlyEvents(); // announced before it listened: dropped when tracking is not allowed
  if (!trackingAllowed(navigator, window as { doNotTrack?: string })) return;
  const queue = createQueue(send);
  let referrer: string | undefined = cut(document.referrer, 2048) || undefined;
  const context = pageContext(location.search, navigator.language, screen.width);
  let ref = newRef();
  let errors = 0;
  // While the page is hidden or being left, an event cannot wait: a pagehide
  // listener that runs after ours (the form's abandonment) still gets sent.
  let hidden = false;

  const emit = (name: EventName, props?: Record<string, PropValue>, withReferrer?: boolean) => {
    queue.push({ name, path: cut(location.pathname, 512), referrer: withReferrer ? referrer : undefined, ...context, props });
    if (hidden) queue.flush();
  };
  const depth = createScrollDepth(
    { get scrollY() { return scrollY; }, get innerHeight() { return innerHeight; }, scrollHeight: () => document.documentElement.scrollHeight },
    (percent) => emit("scroll_depth", { percent }),
  );
  const sections = typeof IntersectionObserver === "undefined" && !observe
    ? undefined
    : createSectionViews((section) => emit("section_view", { section }), observe);
  const onClick = (e: MouseEvent) => {
    if (e.type === "auxclick" && e.button !== 1) return; // middle click opens links in a new tab
    for (const { name, props } of clickEvents(e.target, location)) {
      const link = name === "outbound_click" && props.channel === "whatsapp" && (e.target as Element).closest("a[href]");
      if (link instanceof HTMLAnchorElement) {
        // Still in time: the browser follows the link after this listener.
        link.href = withWhatsappRef(link.href, ref);
        props.ref = ref;
      }
      emit(name, props);
    }
  };
  const onTrack = (e: Event) => {
    e.preventDefault(); // taken: track() keeps it no longer
    const { event, props } = (e as CustomEvent<TrackDetail>).detail;
    emit(event, props);
  };
  const onHide = (e: Event) => {
    hidden = e.type === "pagehide" || document.visibilityState === "hidden";
    if (hidden) queue.flush();
  };
  const onError = (e: ErrorEvent | PromiseRejectionEvent) => {
    if (errors++ >= MAX_ERRORS) return;
    const isError = e instanceof ErrorEvent;
    const reason: unknown = isError ? e.error ?? e.message : e.reason;
    const props: Record<string, PropValue> = { message: oneLine(String((reason instanceof Error && reason.message) || reason || "error"), 256) };
    if (isError && e.filename) props.source = oneLine(e.filename.split(/[?#]/)[0]!, 256);
    if (isError && e.lineno > 0) props.line = Math.min(e.lineno, 1e7);
    emit("javascript_error", props);
  };

  const pageView = () => {
    depth.reset();
    ref = newRef();
    emit("page_view", undefined, true);
    referrer = undefined; // later page views come from within the site
    // Section reach is measured on the home page only (the footer's contact
    // block is marked on every page).
    sections?.watch(parsePath(location.pathname).rest === "/home" ? document.querySelectorAll(`[${SECTION_ATTRIBUTE}]`) : []);
  };
  // A page restored from the back/forward cache is shown again without a load.
  const onShow = (e: PageTransitionEvent) => {
    hidden = false;
    if (e.persisted) pageView();
  };

  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [document, "click", onClick as EventListener, { capture: true }],
    [document, "auxclick", onClick as EventListener, { capture: true }],
    [window, TRACK_EVENT, onTrack],
    [window, "scroll", depth.onScroll, { passive: true }],
    [document, "visibilitychange", onHide],
    [window, "pagehide", onHide],
    [window, "pageshow", onShow as EventListener],
    [window, "error", onError as EventListener],
    [window, "unhandledrejection", onError as EventListener],
  ];
  for (const [target, type, fn, options] of listeners) target.addEventListener(type, fn, options);
  for (const { event, props } of early) emit(event, props);

  return {
    pageView,
    stop() {
      for (const [target, type, fn, options] of listeners) target.removeEventListener(type, fn, options);
      depth.stop();
      sections?.stop();
      queue.flush();
    },
  };
}
