import { CalendarClock, CircleAlert, CircleCheck, Mail } from "lucide-react";
import { cityOf } from "~/lib/zone-cities";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { usePageContacts, useSite } from "~/lib/use-site";
import { isolate } from "../form-status";
import type { BookingView } from "./api";
import { formatsFor, localDate } from "./calendar";
import { SlotPicker } from "./slot-picker";
import { useManage } from "./use-manage";

const button = "inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-5 py-2.5 font-semibold";

/** ManagePage is /{lang}/book/manage#token: the booking, to move (the same
 * picker as the booking page) or cancel; when the link can change nothing
 * (invalid, expired, past the cut-off, cancelled), WhatsApp and e-mail. */
export function ManagePage() {
  const { t } = useTranslation();
  const { to } = useSite();
  const m = useManage();
  const { state } = m;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 ref={m.refs.heading} tabIndex={-1} className="text-3xl font-bold text-ink-900 outline-none sm:text-4xl">
        {t("booking.manage.title")}
      </h1>
      <div className="mt-8 space-y-6">
        {m.done && (
          <p role="status" className="flex items-start gap-2 rounded-xl bg-success-50 p-4 font-semibold text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t(`booking.manage.${m.done}`)}
          </p>
        )}
        {state.kind === "opening" && <p role="status" className="text-ink-700">{t("booking.manage.loading")}</p>}
        {state.kind !== "opening" && state.booking && <BookingCard booking={state.booking} />}
        {state.kind === "closed" && m.done !== "cancelled" && <Closed reason={t(`booking.manage.closed.${state.reason}`)} booking={state.booking} />}
        {state.kind === "closed" && state.reason === "cancelled" && (
          <Link to={to("/book")} className={`${button} bg-brand-gradient text-white`}>
            {t("booking.manage.bookAgain")}
          </Link>
        )}
        {(m.failure || m.slotError) && (
          <div ref={m.refs.notice} tabIndex={-1} role="alert" className="flex items-start gap-2 rounded-xl border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700 outline-none">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {m.slotError ? t(`booking.errors.${m.slotError}`) : t(`booking.failure.${m.failure!}`)}
          </div>
        )}
        {state.kind === "open" && <Changes m={m} booking={state.booking} />}
      </div>
    </div>
  );
}

function Changes({ m, booking }: { m: ReturnType<typeof useManage>; booking: BookingView }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const f = formatsFor(lang, booking.visitorZone);
  if (m.step === "picking") {
    const s = m.slots.state;
    return (
      <section aria-labelledby="manage-picker" className="space-y-6 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-8">
        <h2 id="manage-picker" className="text-2xl font-bold text-ink-900">{t("booking.manage.rescheduleTitle")}</h2>
        {s.kind === "ready" ? (
          <SlotPicker slots={s.slots} agencyZone={s.agencyZone} zone={m.slots.zone} onZone={m.slots.setZone} chosen={m.chosen} onChoose={m.choose} />
        ) : (
          <p role="status" className="text-ink-700">{s.kind === "failed" ? t("booking.picker.failed") : t("booking.picker.loading")}</p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" disabled={!m.chosen || m.busy} onClick={() => void m.confirmReschedule()} className={`${button} bg-brand-gradient text-white disabled:opacity-60`}>
            {t("booking.manage.confirmReschedule")}
          </button>
          <button type="button" onClick={() => m.go("view")} className={`${button} border border-ink-400 text-ink-900`}>
            {t("booking.manage.keep")}
          </button>
        </div>
      </section>
    );
  }
  if (m.step === "confirmCancel") {
    return (
      <div className="space-y-4 rounded-card border-2 border-danger-700 bg-white p-5">
        <p className="font-semibold text-ink-900">{t("booking.manage.confirmCancel")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" disabled={m.busy} onClick={() => void m.confirmCancel()} className={`${button} bg-danger-700 text-white`}>
            {t("booking.manage.confirmCancelYes")}
          </button>
          <button type="button" onClick={() => m.go("view")} className={`${button} border border-ink-400 text-ink-900`}>
            {t("booking.manage.keep")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-ink-700">
        {t("booking.manage.changeBefore", { date: f.fullDate(localDate(new Date(booking.cutoffAt), booking.visitorZone)), time: f.time(booking.cutoffAt) })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => m.go("picking")} className={`${button} bg-ink-900 text-white`}>
          <CalendarClock aria-hidden="true" className="size-5" />
          {t("booking.manage.reschedule")}
        </button>
        <button type="button" onClick={() => m.go("confirmCancel")} className={`${button} border border-danger-700 text-danger-700`}>
          {t("booking.manage.cancel")}
        </button>
      </div>
    </div>
  );
}

/** BookingCard: when the call is, in the visitor's zone, how, and with whom. */
function BookingCard({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const zone = booking.visitorZone;
  const f = formatsFor(lang, zone);
  const cancelled = booking.status === "cancelled";
  return (
    <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6">
      <p className={`text-sm font-semibold ${cancelled ? "text-danger-700" : "text-success-700"}`}>
        {cancelled ? t("booking.manage.statusCancelled") : t("booking.manage.statusBooked")}
      </p>
      <p className={`mt-1 text-xl font-bold text-ink-900 ${cancelled ? "line-through" : ""}`}>
        {t("booking.confirmation.when", { date: f.fullDate(localDate(new Date(booking.start), zone)), time: isolate(f.time(booking.start)), zone: isolate(cityOf(lang, zone)) })}
      </p>
      <p className="mt-2 text-ink-800">{booking.meetingBy === "phone" ? t("booking.form.meetingBy.phone") : t("booking.form.meetingBy.video")}</p>
      {booking.hostName && <p className="mt-1 text-ink-700">{t("booking.manage.host", { name: isolate(booking.hostName) })}</p>}
    </div>
  );
}

/** Closed: why nothing can be changed here, and the agency's WhatsApp and
 * e-mail (the booking's, else the page's published contacts) to sort it
 * out. */
function Closed({ reason, booking }: { reason: string; booking?: BookingView }) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const whatsapp = (booking?.whatsapp || contacts.whatsapp).replace(/\D/g, "");
  const email = booking?.email || contacts.email;
  return (
    <div className="rounded-card border border-ink-100 bg-white p-5 sm:p-6">
      <p className="font-semibold text-ink-900">{reason}</p>
      <p className="mt-2 text-ink-700">{t("booking.manage.reachUs")}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" className={`${button} bg-whatsapp-700 text-white`}>
          <WhatsAppIcon className="size-5" />
          {t("booking.fallback.whatsapp")}
        </a>
        <a href={`mailto:${email}`} className={`${button} border border-ink-400 text-ink-900`}>
          <Mail aria-hidden="true" className="size-5" />
          <bdi dir="ltr">{email}</bdi>
        </a>
      </div>
    </div>
  );
}
