/**
 * Analytics events are declared in one catalogue shared with the server
 * (internal/analytics/catalogue.json); these types come from it, so an event
 * or property the catalogue lacks fails `tsc`. Only types are read here: the
 * catalogue itself is not shipped to the browser.
 *
 * Components mark what a click should report with data attributes, made by
 * trackAttrs; one listener in features/analytics turns a click on such an
 * element into the event. Outbound WhatsApp, e-mail and phone links are
 * recognised by their href and need no marking.
 */
type Catalogue = typeof import("../../../internal/analytics/catalogue.json");
type Events = Catalogue["events"];

export type EventName = keyof Events;
type PropsSpec<E extends EventName> = Events[E] extends { props: infer P } ? P : Record<never, never>;
export type EventProps<E extends EventName> = { [K in keyof PropsSpec<E>]?: string | number | boolean };

/** The attribute naming the event; each property is data-track-{name}. */
export const TRACK_ATTRIBUTE = "data-track";
export const TRACK_PROP_PREFIX = "data-track-";

/** trackAttrs returns the data attributes that make a click on the element
 * report event with props, e.g.
 * `<a {...trackAttrs("start_now_click", { button_name: "start_now", index: 2 })}>`. */
export function trackAttrs<E extends EventName>(event: E, props?: EventProps<E>): Record<string, string> {
  const attrs: Record<string, string> = { [TRACK_ATTRIBUTE]: event as string };
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value !== undefined) attrs[TRACK_PROP_PREFIX + key] = String(value);
  }
  return attrs;
}

/** The window event the tracker (features/analytics) listens to. */
export const TRACK_EVENT = "site:track";

export interface TrackDetail {
  event: EventName;
  props: Record<string, string | number | boolean>;
}

/** At most this many untaken events wait for the tracker (takeEarlyEvents). */
export const MAX_EARLY_EVENTS = 20;

/** Events announced while no tracker listened. React can hand a change of
 * the form to its component while the page hydrates, after the commit and
 * before the effects that start the tracker: a visitor who types as the
 * page becomes interactive would otherwise lose form_start. */
const untaken: TrackDetail[] = [];

/** track reports an event that is not a click on a marked element (a form
 * sent, a form abandoned). It only announces the event on the window, so
 * features need not import the tracker; nothing is sent where it is not
 * mounted. The tracker takes an event by cancelling it; one nobody took
 * waits for the tracker's start (takeEarlyEvents). */
export function track<E extends EventName>(event: E, props?: EventProps<E>): void {
  if (typeof window === "undefined") return;
  const clean: TrackDetail["props"] = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value !== undefined) clean[key] = value as string | number | boolean;
  }
  const detail: TrackDetail = { event, props: clean };
  const taken = !window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail, cancelable: true }));
  if (!taken && untaken.length < MAX_EARLY_EVENTS) untaken.push(detail);
}

/** takeEarlyEvents hands the tracker, as it starts, the events nobody took
 * before, oldest first, and forgets them. */
export function takeEarlyEvents(): TrackDetail[] {
  return untaken.splice(0);
}
