import { TRACK_ATTRIBUTE, TRACK_PROP_PREFIX, type EventName } from "~/lib/track";
import type { PropValue } from "./queue";

/** Properties the catalogue types as integer or boolean; every other one is
 * a string. Attributes hold text, so these are converted back. The test
 * beside this file keeps the lists equal to the catalogue, which is not
 * shipped to the browser. */
export const INTEGER_PROPS = ["index", "line", "percent", "project_id", "quantity", "query_length", "results", "score", "value_cents"];
export const BOOLEAN_PROPS = ["open", "success"];

export interface ClickEvent {
  name: EventName;
  props: Record<string, PropValue>;
}

/** propsOf reads the data-track-{prop} attributes of a marked element; an
 * integer property that is not a whole number is left out. */
export function propsOf(el: Element): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const { name, value } of Array.from(el.attributes)) {
    if (!name.startsWith(TRACK_PROP_PREFIX)) continue;
    const key = name.slice(TRACK_PROP_PREFIX.length);
    if (INTEGER_PROPS.includes(key)) {
      if (/^-?\d{1,15}$/.test(value)) props[key] = Number(value);
    } else props[key] = BOOLEAN_PROPS.includes(key) ? value === "true" : value;
  }
  return props;
}

const SOCIAL = /(^|\.)(facebook|instagram|linkedin|twitter|x|tiktok|youtube|snapchat|behance|dribbble|github)\.com$/;

/** outboundOf tells the channel of a link that leaves the site: WhatsApp,
 * e-mail, phone, a social network or another site; undefined for links
 * within the site. */
export function outboundOf(link: HTMLAnchorElement | null, here: Location): Record<string, PropValue> | undefined {
  if (!link) return;
  const { protocol, hostname, host } = link;
  if (protocol === "mailto:") return { channel: "email" };
  if (protocol === "tel:") return { channel: "phone" };
  if (!/^https?:$/.test(protocol) || host === here.host) return;
  const url_host = hostname.toLowerCase();
  const channel = /(^|\.)(wa\.me|whatsapp\.com)$/.test(url_host) ? "whatsapp" : SOCIAL.test(url_host) ? "social" : "other";
  return /^[a-z0-9.-]*$/.test(url_host) ? { channel, url_host } : { channel };
}

/** clickEvents turns a click into the events it reports: the marked
 * element's event (the nearest element with data-track), and an
 * outbound_click when the click follows a link out of the site, marked or
 * not, with the marked element's button_name when it has one. */
export function clickEvents(target: EventTarget | null, here: Location): ClickEvent[] {
  const el = target instanceof Element ? target : null;
  const marked = el?.closest(`[${TRACK_ATTRIBUTE}]`);
  const events: ClickEvent[] = [];
  let buttonName: PropValue | undefined;
  if (marked) {
    const props = propsOf(marked);
    buttonName = props.button_name;
    events.push({ name: marked.getAttribute(TRACK_ATTRIBUTE) as EventName, props });
  }
  const link = el?.closest("a[href]");
  const out = outboundOf(link instanceof HTMLAnchorElement ? link : null, here);
  if (out) {
    if (buttonName !== undefined) out.button_name = buttonName;
    events.push({ name: "outbound_click", props: out });
  }
  return events;
}
