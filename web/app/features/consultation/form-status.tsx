import { CircleAlert, CircleCheck } from "lucide-react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { fieldId, focusField } from "./form-controls";
import type { Failure } from "./use-sending";

/** isolate keeps a value typed in one direction (an e-mail address in an
 * Arabic sentence) from reordering the text around it. */
export function isolate(s: string): string {
  return `\u2068${s}\u2069`;
}

interface AlertBoxProps {
  /** The id of the title, which names the alert. */
  titleId: string;
  title: string;
  children: React.ReactNode;
}

/** AlertBox is the form's one alert: a red box with a title that names it.
 * It takes focus when shown (the caller focuses its ref), so it is
 * announced. */
const AlertBox = forwardRef<HTMLDivElement, AlertBoxProps>(function AlertBox({ titleId, title, children }, ref) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-cyan-400 sm:p-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-bold text-danger-700">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h3>
      {children}
    </div>
  );
});

interface SummaryProps {
  /** field: the name of the control its link focuses (fieldId). */
  items: ReadonlyArray<{ field: string; label: string; text: string }>;
}

/** ErrorSummary lists every problem with a link to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, SummaryProps>(function ErrorSummary({ items }, ref) {
  const { t } = useTranslation();
  // Focus the control rather than only scrolling to it.
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>, field: string) => {
    if (focusField(field)) e.preventDefault();
  };
  return (
    <AlertBox ref={ref} titleId="consultation-summary-title" title={t("consultation.summary.title")}>
      <ul className="mt-2 list-disc space-y-1 ps-9 text-sm">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${fieldId(item.field)}`}
              onClick={(e) => onClick(e, item.field)}
              className="text-danger-700 underline underline-offset-2 hover:no-underline"
            >
              {t("consultation.summary.item", { label: item.label, problem: item.text })}
            </a>
          </li>
        ))}
      </ul>
    </AlertBox>
  );
});

interface FailureProps {
  reason: Failure;
  whatsappHref: string;
}

/** FailureNotice says the request was not sent, that nothing typed is
 * lost, and offers WhatsApp instead. */
export const FailureNotice = forwardRef<HTMLDivElement, FailureProps>(function FailureNotice({ reason, whatsappHref }, ref) {
  const { t } = useTranslation();
  return (
    <AlertBox ref={ref} titleId="consultation-failure-title" title={t("consultation.failure.title")}>
      <p className="mt-2 text-ink-900">
        {t(`consultation.failure.${reason}`)} {t("consultation.failure.kept")}
      </p>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-2 rounded-pill bg-whatsapp-700 px-5 py-2.5 font-semibold text-white hover:brightness-110"
      >
        <WhatsAppIcon />
        {t("consultation.failure.whatsapp")}
      </a>
    </AlertBox>
  );
});

interface SuccessProps {
  service: string;
  method: string;
  email: string;
  onAgain: () => void;
}

/** SuccessPanel replaces the form once the request is stored: what was
 * received and what happens next. Its heading takes focus. */
export const SuccessPanel = forwardRef<HTMLHeadingElement, SuccessProps>(function SuccessPanel({ service, method, email, onAgain }, ref) {
  const { t } = useTranslation();
  const steps = [
    t("consultation.success.step1"),
    t("consultation.success.step2", { method: isolate(method) }),
    t("consultation.success.step3", { email: isolate(email) }),
  ];
  return (
    <div className="rounded-xl border border-success-700/30 bg-success-50 p-5 sm:p-8">
      <CircleCheck aria-hidden="true" className="size-10 text-success-700" />
      <h3 ref={ref} tabIndex={-1} className="mt-3 text-2xl font-bold text-ink-900 outline-none">
        {t("consultation.success.title")}
      </h3>
      <p className="mt-2 text-ink-700">{t("consultation.success.text", { service: isolate(service) })}</p>
      <h4 className="mt-6 font-semibold text-ink-900">{t("consultation.success.nextTitle")}</h4>
      <ol className="mt-3 space-y-3">
        {steps.map((step, i) => (
          <li key={i} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-success-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <span className="pt-0.5 text-ink-800">{step}</span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={onAgain}
        className="mt-6 rounded-pill border border-ink-400 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:border-ink-600"
      >
        {t("consultation.success.again")}
      </button>
    </div>
  );
});
