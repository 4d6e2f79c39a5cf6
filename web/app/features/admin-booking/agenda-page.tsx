import { useId } from "react";
import { Link } from "react-router";
import { formatNumber } from "~/features/admin-core/format";
import { usePageTitle } from "~/features/admin-core/shell";
import { fill, plural } from "~/features/admin-core/texts";
import { byDay, dayOf, type Day, type Period } from "./agenda";
import { MeetingCard } from "./meeting-card";
import { MeetingNotices } from "./meeting-notice";
import { cityOf } from "~/lib/zone-cities";
import { dayHeading } from "./meeting-format";
import { useBookingTexts } from "./use-booking-texts";
import type { Meeting } from "~/features/admin-core/types";

/** AgendaPage: the meetings by day in the viewer's time zone — the coming
 * 30 days from today, or the past 30 days newest first. */
export function AgendaPage({ data }: { data: { period: Period; zone: string; meetings: Meeting[] } }) {
  const { bt, lang } = useBookingTexts();
  const g = bt.agenda;
  usePageTitle(g.title);
  const { period, zone, meetings } = data;
  const today = dayOf(new Date(), zone);
  const days = byDay(meetings, zone);
  const shown: Day<Meeting>[] = period === "past" ? days.reverse().map((d) => ({ ...d, items: [...d.items].reverse() })) : days;
  const tabs: { value: Period; label: string }[] = [
    { value: "coming", label: g.coming },
    { value: "past", label: g.past },
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{g.title}</h1>
        <p className="mt-1 text-sm text-ink-700">
          {fill(g.intro, { zone: "\u2068" + cityOf(lang, zone) + "\u2069" })}
        </p>
      </div>
      <nav aria-label={g.periods}>
        <ul className="flex gap-1 border-b border-ink-100">
          {tabs.map((tab) => (
            <li key={tab.value}>
              <Link
                to={tab.value === "coming" ? "?" : `?period=${tab.value}`}
                aria-current={period === tab.value ? "page" : undefined}
                className={`-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${period === tab.value ? "border-accent-600 text-accent-600" : "border-transparent text-ink-700 hover:text-ink-900"}`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 && (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center text-ink-700">{period === "past" ? g.nonePast : g.none}</p>
      )}
      <MeetingNotices>
        {shown.map((day) => (
          <AgendaDay key={day.date} heading={dayHeading(lang, day.date, today)} count={plural(lang, g.count, day.items.length, (n) => formatNumber(lang, n))}>
            {day.items.map((m) => (
              <MeetingCard key={m.id} meeting={m} zone={zone} />
            ))}
          </AgendaDay>
        ))}
      </MeetingNotices>
    </div>
  );
}

function AgendaDay({ heading, count, children }: { heading: string; count: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-3 text-lg font-bold">
        {heading}
        <span className="text-sm font-normal text-ink-700">{count}</span>
      </h2>
      <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">{children}</ul>
    </section>
  );
}
