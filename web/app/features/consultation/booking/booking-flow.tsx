import { CircleAlert } from "lucide-react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceName } from "~/content/services";
import { useSite } from "~/lib/use-site";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm } from "./booking-form";
import { formatsFor, localDate } from "./calendar";
import { ContactInstead } from "./contact-instead";
import { PickerSkeleton, SlotPicker } from "./slot-picker";
import { useBooking } from "./use-booking";

/** BookingFlow is the booking itself: the free times, the form, the
 * confirmation. The prerendered page holds the picker's skeleton, and
 * below it the request form and WhatsApp (what a browser without
 * JavaScript, or whose scripts failed, keeps), which the running page
 * replaces with the form; a window with no free time offers them too. */
export function BookingFlow({ services }: { services: readonly ServiceName[] }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const booking = useBooking(services.map((s) => s.id));
  const { slots, chosen, booked } = booking;

  if (booked) return <BookingConfirmation ref={booking.refs.done} {...booked} onAgain={booking.again} />;
  const state = slots.state;
  if (state.kind === "failed") return <SlotsFailed onRetry={slots.reload} />;
  const ready = state.kind === "ready" ? state : null;
  if (ready?.slots.length === 0) return <ContactInstead reason={t("booking.fallback.noSlots")} />;

  const f = chosen && formatsFor(lang, slots.zone);
  const chosenText = chosen && f ? t("booking.picker.chosen", { date: f.fullDate(localDate(new Date(chosen.start), slots.zone)), time: f.time(chosen.start) }) : null;
  return (
    <div className="space-y-10">
      <section aria-labelledby="booking-picker-title" className="space-y-4">
        <div>
          <h2 id="booking-picker-title" className="text-2xl font-bold text-ink-900">
            {t("booking.picker.title")}
          </h2>
          <p className="mt-1 min-h-5 text-sm font-medium text-ink-600">{ready && t("booking.picker.length", { minutes: ready.meetingMinutes })}</p>
        </div>
        {booking.slotError && <SlotRefused ref={booking.refs.slotError} text={t(`booking.errors.${booking.slotError}`)} />}
        {ready ? (
          <SlotPicker slots={ready.slots} agencyZone={ready.agencyZone} zone={slots.zone} onZone={slots.setZone} chosen={chosen} onChoose={booking.choose} />
        ) : (
          <PickerSkeleton />
        )}
      </section>
      {ready ? <BookingForm booking={booking} services={services} chosenText={chosenText} /> : state.kind === "static" && <NoScript />}
    </div>
  );
}

/** NoScript is what the prerendered page offers below the picker's
 * skeleton, which a browser without JavaScript hides: the request form,
 * WhatsApp and e-mail. The running page has the form in its place. */
function NoScript() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <noscript>
        <p className="font-semibold text-ink-900">{t("booking.fallback.noScript")}</p>
      </noscript>
      <ContactInstead reason={t("booking.fallback.other")} />
    </div>
  );
}

/** SlotsFailed is the picker's place when the free times could not be had. */
function SlotsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p role="alert" className="font-semibold text-danger-700">
        {t("booking.picker.failed")}
      </p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-pill border border-ink-400 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:border-ink-600">
        {t("booking.picker.retry")}
      </button>
      <ContactInstead reason={t("booking.fallback.noSlots")} />
    </div>
  );
}

/** SlotRefused says the chosen time was taken meanwhile (or is no longer
 * offered); the picker below it holds the fresh times. It takes focus. */
const SlotRefused = forwardRef<HTMLDivElement, { text: string }>(function SlotRefused({ text }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="flex items-start gap-2 rounded-xl border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700 outline-none focus-visible:ring-2 focus-visible:ring-cyan-400">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {text}
    </div>
  );
});

