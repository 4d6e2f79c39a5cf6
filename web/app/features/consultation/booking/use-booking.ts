import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { newIdempotencyKey } from "../submit";
import { book, type BookingView, type SlotRefusal } from "./api";
import { bookingFields, bookingRequest, emptyBooking, validateBooking, type BookingProblems, type BookingValues } from "./booking-values";
import type { Slot } from "./calendar";
import { useSlots } from "./use-slots";

export type Failure = "network" | "rateLimited" | "server";
type Focus = { target: "summary" | "failure" | "done" | "slotError"; n: number };

/** What the confirmation says: the booking, and where the invitation went. */
export interface Booked {
  booking: BookingView;
  email: string;
  phone: string;
}

/** useBooking is the booking page's behaviour: the free slots (useSlots),
 * the chosen one, the fields (checked as the consultation form checks
 * them, the server's 422 shown alike), sending with one Idempotency-Key
 * per filled form, a taken slot's fresh slots, and where focus goes after
 * each step. services: the ids the form offers. */
export function useBooking(services: readonly string[]) {
  const { pathname } = useLocation();
  const slots = useSlots();
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  const [problems, setProblems] = useState<BookingProblems>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [slotError, setSlotError] = useState<SlotRefusal | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const startedAt = useRef(0);
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const refs = { summary: useRef<HTMLDivElement>(null), failure: useRef<HTMLDivElement>(null), done: useRef<HTMLHeadingElement>(null), slotError: useRef<HTMLDivElement>(null) };

  useEffect(() => {
    startedAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (focus) refs[focus.target].current?.focus();
  }, [focus]);
  const moveFocus = (target: Focus["target"]) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }));

  function set<K extends keyof BookingValues>(field: K, value: BookingValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    idempotencyKey.current = null;
    // A shown problem follows the fix as it is typed; new ones wait for the next submit.
    setProblems((prev) => {
      const now = validateBooking(next, services, chosen?.start ?? null);
      const related = [field];
      const updated = { ...prev };
      for (const f of related as (keyof BookingProblems)[]) if (prev[f]) updated[f] = now[f];
      return updated;
    });
  }

  function choose(slot: Slot) {
    setChosen(slot);
    setSlotError(null);
    idempotencyKey.current = null;
    setProblems((prev) => ({ ...prev, start: undefined }));
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFailure(null);
    const found = validateBooking(values, services, chosen?.start ?? null);
    setProblems(found);
    if (Object.keys(found).length > 0 || !chosen || slots.state.kind !== "ready") {
      moveFocus("summary");
      return;
    }
    setSending(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await book(
      bookingRequest(values, {
        start: chosen.start,
        visitorZone: slots.zone,
        pagePath: pathname,
        website: honeypot.current?.value ?? "",
        fillTimeMs: performance.now() - startedAt.current,
      }),
      idempotencyKey.current,
    );
    setSending(false);
    switch (result.kind) {
      case "ok":
        setBooked({ booking: result.booking, email: values.email.trim(), phone: values.phone.trim() });
        moveFocus("done");
        return;
      case "invalid":
        setProblems(result.problems as BookingProblems);
        moveFocus("summary");
        return;
      case "slot":
        slots.replace(result.slots);
        setChosen(null);
        setSlotError(result.error);
        moveFocus("slotError");
        return;
      case "rate_limited":
        setFailure("rateLimited");
        break;
      case "link":
      case "failed":
        setFailure(result.kind === "failed" && result.status === 0 ? "network" : "server");
        break;
    }
    moveFocus("failure");
  }

  function again() {
    setBooked(null);
    setChosen(null);
    setValues(emptyBooking);
    setProblems({});
    setAttempted(false);
    idempotencyKey.current = null;
    startedAt.current = performance.now();
    slots.reload();
  }

  /** The problems to list, in the form's order, the slot first (it is above the form). */
  const summary = attempted ? (["start", "visitorZone", ...bookingFields] as const).filter((f) => problems[f]) : [];

  return { slots, chosen, choose, values, set, problems, summary, sending, failure, slotError, booked, submit, again, refs: { ...refs, honeypot } };
}
