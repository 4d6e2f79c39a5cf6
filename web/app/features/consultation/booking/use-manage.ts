import { useEffect, useRef, useState } from "react";
import { cancel, reschedule, viewBooking, type BookingView, type LinkRefusal, type SlotRefusal } from "./api";
import type { Slot } from "./calendar";
import type { Failure } from "../use-sending";
import { useSlots } from "./use-slots";

/** Why nothing can be changed: a refusal of the link, or no token at all. */
export type Closed = LinkRefusal | "missing";

export type ManageState =
  | { kind: "opening" }
  | { kind: "closed"; reason: Closed; booking?: BookingView }
  | { kind: "open"; booking: BookingView };

/** What the visitor is doing with an open booking. */
export type Step = "view" | "picking" | "confirmCancel";

type Done = "rescheduled" | "cancelled";

/** tokenOf reads the manage link's token from the URL's fragment. */
export function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    return "";
  }
}

/** closedReason is why a booking the server shows cannot be changed, or
 * null when it can. */
export function closedReason(b: BookingView, now = Date.now()): Closed | null {
  if (b.status === "cancelled") return "cancelled";
  if (b.changeable) return null;
  return Date.parse(b.start) <= now ? "link_expired" : "past_cutoff";
}

/** useManage is the manage page's behaviour: the booking of the link's
 * token, rescheduling through the picker (a rescheduled booking's new
 * token replaces the old in the address) and cancelling after a
 * confirmation; a refused link closes the page to changes. */
export function useManage() {
  const [state, setState] = useState<ManageState>({ kind: "opening" });
  const [step, setStep] = useState<Step>("view");
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [slotError, setSlotError] = useState<SlotRefusal | null>(null);
  const token = useRef("");
  const slots = useSlots(step === "picking");
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const show = (booking: BookingView) => {
    const reason = closedReason(booking);
    setState(reason ? { kind: "closed", reason, booking } : { kind: "open", booking });
  };

  useEffect(() => {
    token.current = tokenOf(window.location.hash);
    if (!token.current) return setState({ kind: "closed", reason: "missing" });
    void viewBooking(token.current).then((r) => {
      if (r.kind === "ok") show(r.booking);
      else if (r.kind === "link") setState({ kind: "closed", reason: r.error });
      else setState({ kind: "closed", reason: "link_invalid" });
    });
  }, []);

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  useEffect(() => {
    if (failure || slotError) notice.current?.focus();
  }, [failure, slotError]);

  /** after handles what every change may answer besides success. */
  function after(r: Exclude<Awaited<ReturnType<typeof cancel>>, { kind: "ok" }>) {
    if (r.kind === "link") setState((s) => ({ kind: "closed", reason: r.error, booking: s.kind === "open" ? s.booking : undefined }));
    else if (r.kind === "slot") {
      slots.replace(r.slots);
      setChosen(null);
      setSlotError(r.error);
    } else setFailure(r.kind === "rate_limited" ? "rateLimited" : r.kind === "failed" && r.status === 0 ? "network" : "server");
  }

  async function confirmReschedule() {
    if (!chosen || busy) return;
    setBusy(true);
    setFailure(null);
    setSlotError(null);
    const r = await reschedule(token.current, chosen.start);
    setBusy(false);
    if (r.kind !== "ok") return after(r);
    token.current = r.token;
    window.history.replaceState(window.history.state, "", `#${encodeURIComponent(r.token)}`);
    show(r.booking);
    setStep("view");
    setChosen(null);
    setDone("rescheduled");
  }

  async function confirmCancel() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const r = await cancel(token.current);
    setBusy(false);
    if (r.kind !== "ok") return after(r);
    setState({ kind: "closed", reason: "cancelled", booking: r.booking });
    setStep("view");
    setDone("cancelled");
  }

  const go = (next: Step) => {
    setStep(next);
    setDone(null);
    setFailure(null);
    setSlotError(null);
  };

  return { state, step, go, slots, chosen, choose: setChosen, busy, done, failure, slotError, confirmReschedule, confirmCancel, refs: { heading, notice } };
}
