/** What the browser says about the visitor's wish not to be tracked. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** trackingAllowed is false when the visitor has Global Privacy Control or
 * Do Not Track on; the tracker then does not start, so nothing is sent. */
export function trackingAllowed(nav: PrivacySignals, win?: { doNotTrack?: string | null }): boolean {
  const dnt = nav.doNotTrack ?? win?.doNotTrack;
  return nav.globalPrivacyControl !== true && dnt !== "1" && dnt !== "yes";
}
