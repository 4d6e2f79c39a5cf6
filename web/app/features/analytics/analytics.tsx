import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isBackOffice } from "~/lib/paths";
import { startTracker, type Tracker } from "./tracker";

/** Analytics runs the first-party tracker: mounted once in the root layout,
 * it renders nothing and reports a page view on the first load and on every
 * change of path (not of the hash: in-page links are not page views). In the
 * back office, which the same root layout renders, it does not start. */
export function Analytics() {
  const { pathname } = useLocation();
  const tracker = useRef<Tracker | undefined>(undefined);
  useEffect(() => {
    if (isBackOffice(window.location.pathname)) return;
    const t = startTracker();
    tracker.current = t;
    return () => {
      t?.stop();
      tracker.current = undefined;
    };
  }, []);
  useEffect(() => tracker.current?.pageView(), [pathname]);
  return null;
}
