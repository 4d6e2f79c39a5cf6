import type { ApiError, Problems } from "~/features/admin-core/api";
import { useErrorText, useProblemText } from "~/features/admin-core/ui";
import { useBookingTexts } from "./use-booking-texts";

/** useBookingProblem reads a 422's problem at a field in the user's
 * language: the booking rules' own codes, a phone or link that is not one,
 * then the back office's common codes. */
export function useBookingProblem(problems: Problems | undefined): (field: string) => string | undefined {
  const { bt } = useBookingTexts();
  const common = useProblemText();
  return (field) => {
    const code = problems?.[field];
    if (!code) return undefined;
    if (code === "invalid" && field === "phone") return bt.availability.invalidPhone;
    if (code === "invalid" && field === "videoLink") return bt.availability.invalidLink;
    return bt.problems[code] ?? common(code);
  };
}

/** useMeetingErrorText: what to say when a change of a meeting is refused
 * (a time just taken, a meeting cancelled meanwhile), else the back
 * office's usual refusal texts. */
export function useMeetingErrorText(): (error: ApiError | undefined) => string | undefined {
  const { bt } = useBookingTexts();
  const common = useErrorText();
  return (error) => (error ? (bt.errors[error.code] ?? common(error)) : undefined);
}
