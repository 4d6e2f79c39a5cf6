import { CalendarCheck } from "lucide-react";
import { cityOf } from "~/lib/zone-cities";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site";
import { isolate } from "../form-status";
import { formatsFor, localDate } from "./calendar";
import type { Booked } from "./use-booking";

/** BookingConfirmation replaces the picker and the form once the call is
 * booked: when (in the visitor's zone), how, and where the invitation went.
 * Its heading takes focus. */
export const BookingConfirmation = forwardRef<HTMLHeadingElement, Booked & { onAgain: () => void }>(function BookingConfirmation(
  { booking, email, phone, onAgain },
  ref,
) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const zone = booking.visitorZone;
  const f = formatsFor(lang, zone);
  return (
    <div className="rounded-card border border-success-700/30 bg-success-50 p-5 sm:p-8">
      <CalendarCheck aria-hidden="true" className="size-10 text-success-700" />
      <h2 ref={ref} tabIndex={-1} className="mt-3 text-2xl font-bold text-ink-900 outline-none">
        {t("booking.confirmation.title")}
      </h2>
      <p className="mt-3 text-lg font-semibold text-ink-900">
        {t("booking.confirmation.when", { date: f.fullDate(localDate(new Date(booking.start), zone)), time: isolate(f.time(booking.start)), zone: isolate(cityOf(lang, zone)) })}
      </p>
      <p className="mt-2 text-ink-800">
        {booking.meetingBy === "phone" ? t("booking.confirmation.phone", { phone: isolate(phone) }) : t("booking.confirmation.video")}
      </p>
      <p className="mt-2 text-ink-800">{t("booking.confirmation.invitation", { email: isolate(email) })}</p>
      <button type="button" onClick={onAgain}
        className="mt-6 min-h-11 rounded-pill border border-ink-400 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:border-ink-600">
        {t("booking.confirmation.again")}
      </button>
    </div>
  );
});
