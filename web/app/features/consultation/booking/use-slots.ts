import { startTransition, useEffect, useState } from "react";
import { fetchSlots } from "./api";
import type { Slot } from "./calendar";
import { visitorZone } from "./zones";

/** Where the free slots are: not asked yet (the prerendered page, and the
 * moment before hydration), on their way, failed, or here (maybe none). */
export type SlotsState =
  | { kind: "static" }
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; agencyZone: string; meetingMinutes: number; slots: Slot[] };

/** useSlots asks the server for the free slots once the page runs in a
 * browser (and enabled: the manage page asks only to reschedule), and
 * holds the visitor's zone: detected, then theirs to change. */
export function useSlots(enabled = true) {
  const [state, setState] = useState<SlotsState>({ kind: "static" });
  const [zone, setZone] = useState("");
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ kind: "loading" });
    void fetchSlots().then((result) => {
      if (!current) return;
      if (result.kind !== "ok") return setState({ kind: "failed" });
      // A transition: the month of days and the day's times are drawn in
      // pieces that yield to the visitor's input, not in one long task
      // (370 ms on a slow phone).
      startTransition(() => {
        setZone((z) => z || visitorZone(result.agencyZone));
        setState({ kind: "ready", agencyZone: result.agencyZone, meetingMinutes: result.meetingMinutes, slots: result.slots });
      });
    });
    return () => {
      current = false;
    };
  }, [asked, enabled]);

  return {
    state,
    zone,
    setZone,
    /** Ask again (after a failure, or for a new booking). */
    reload: () => setAsked((n) => n + 1),
    /** The fresh slots a refusal came with. */
    replace: (slots: Slot[]) => setState((s) => (s.kind === "ready" ? { ...s, slots } : s)),
  };
}
