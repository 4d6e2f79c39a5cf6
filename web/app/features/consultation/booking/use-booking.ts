import { useRef, useState } from "react";
import { useSending } from "../use-sending";
import { book, type BookingView, type SlotRefusal } from "./api";
import { bookingFields, bookingRequest, emptyBooking, validateBooking, type BookingProblems, type BookingValues } from "./booking-values";
import type { Slot } from "./calendar";
import type { LeadContext } from "../submit";
import { useSlots } from "./use-slots";

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
  const slots = useSlots();
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  const [problems, setProblems] = useState<BookingProblems>({});
  const [attempted, setAttempted] = useState(false);
  const [slotError, setSlotError] = useState<SlotRefusal | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const refs = { summary: useRef<HTMLDivElement>(null), failure: useRef<HTMLDivElement>(null), done: useRef<HTMLHeadingElement>(null), slotError: useRef<HTMLDivElement>(null) };
  const sender = useSending({
    summary: () => refs.summary.current?.focus(),
    failure: () => refs.failure.current?.focus(),
    done: () => refs.done.current?.focus(),
    slotError: () => refs.slotError.current?.focus(),
  });

  function set<K extends keyof BookingValues>(field: K, value: BookingValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    sender.changed();
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
    sender.changed();
    setProblems((prev) => ({ ...prev, start: undefined }));
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sender.sending) return;
    setAttempted(true);
    sender.clearFailure();
    const found = validateBooking(values, services, chosen?.start ?? null);
    setProblems(found);
    if (Object.keys(found).length > 0 || !chosen || slots.state.kind !== "ready") {
      sender.moveFocus("summary");
      return;
    }
    const request = (context: LeadContext) => bookingRequest(values, { ...context, start: chosen.start, visitorZone: slots.zone });
    const result = await sender.send((context, key) => book(request(context), key));
    switch (result.kind) {
      case "ok":
        setBooked({ booking: result.booking, email: values.email.trim(), phone: values.phone.trim() });
        sender.moveFocus("done");
        return;
      case "invalid":
        setProblems(result.problems as BookingProblems);
        sender.moveFocus("summary");
        return;
      case "slot":
        slots.replace(result.slots);
        setChosen(null);
        setSlotError(result.error);
        sender.moveFocus("slotError");
        return;
      default:
        sender.fail(result);
    }
  }

  function again() {
    setBooked(null);
    setChosen(null);
    setValues(emptyBooking);
    setProblems({});
    setAttempted(false);
    sender.restart();
    slots.reload();
  }

  /** The problems to list, in the form's order, the slot first (it is above the form). */
  const summary = attempted ? (["start", "visitorZone", ...bookingFields] as const).filter((f) => problems[f]) : [];

  return {
    slots, chosen, choose, values, set, problems, summary, sending: sender.sending, failure: sender.failure, slotError, booked, submit, again,
    refs: { ...refs, honeypot: sender.honeypot },
  };
}
