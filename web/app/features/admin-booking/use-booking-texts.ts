import { useTexts, type AdminLanguage } from "~/features/admin-core/texts";
import { bookingTexts, type BookingTexts } from "./texts";

/** useBookingTexts: this feature's texts in the user's back-office language. */
export function useBookingTexts(): { bt: BookingTexts; lang: AdminLanguage } {
  const { lang } = useTexts();
  return { bt: bookingTexts[lang], lang };
}
