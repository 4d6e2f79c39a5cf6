import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { locales } from "~/lib/intl-format";
import { fieldId } from "../form-controls";
import { useSite } from "~/lib/use-site";
import { daysOf, formatsFor, localDate, type Slot } from "./calendar";
import { DayGrid, DayGridSkeleton } from "./day-grid";
import { SlotList } from "./slot-list";
import { ZoneCombobox } from "./zone-combobox";
import { cityOf } from "~/lib/zone-cities";
import { isUtc, zoneList } from "./zones";

interface Props {
  slots: readonly Slot[];
  agencyZone: string;
  zone: string;
  onZone: (zone: string) => void;
  chosen: Slot | null;
  onChoose: (slot: Slot) => void;
}

/** SlotPicker shows the free slots in the visitor's zone, which they can
 * change, naming the agency's: the days, then the chosen day's times. */
export function SlotPicker({ slots, agencyZone, zone, onZone, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const days = useMemo(() => daysOf(slots, zone), [slots, zone]);
  const formats = useMemo(() => formatsFor(lang, zone), [lang, zone]);
  const zones = useMemo(() => zoneList(zone, agencyZone), [zone, agencyZone]);
  const chosenDate = chosen ? localDate(new Date(chosen.start), zone) : null;
  const [date, setDate] = useState<string | null>(chosenDate ?? days[0]?.date ?? null);
  const shownDate = days.some((d) => d.date === date) ? date : (days[0]?.date ?? null);
  const day = days.find((d) => d.date === shownDate);
  const agencyNow = new Intl.DateTimeFormat(locales[lang], { timeStyle: "short", timeZone: agencyZone }).format(new Date());

  return (
    <PickerFrame
      zone={<ZoneCombobox inputId={fieldId("visitorZone")} zones={zones} value={zone} locale={locales[lang]} onChange={onZone} />}
      zoneNote={
        <>
          {t(isUtc(zone) ? "booking.zone.shownInUtc" : "booking.zone.shownIn", { zone: `\u2068${cityOf(lang, zone)}\u2069` })}{" "}
          {zone !== agencyZone && t(isUtc(agencyZone) ? "booking.zone.agencyUtc" : "booking.zone.agency", { zone: `\u2068${cityOf(lang, agencyZone)}\u2069`, time: `\u2068${agencyNow}\u2069` })}
        </>
      }
      days={<DayGrid lang={lang} days={days} formats={formats} chosen={shownDate} onChoose={setDate} labelledBy={fieldId("start")} />}
      times={day && <SlotList date={day.date} slots={day.slots} formats={formats} chosen={chosen?.start ?? null} onChoose={onChoose} />}
    />
  );
}

/** PickerSkeleton is the picker until the free times are here (in the
 * prerendered page and while they load): its frame at its size, the zone
 * field disabled and the days' table empty, so that nothing on screen moves
 * when they come (docs/decisions/0485). A browser without JavaScript hides
 * it and keeps the other ways to reach the agency, shown after it. */
export function PickerSkeleton() {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <div className="noscript:hidden">
      <div aria-hidden="true">
        <PickerFrame
          zone={<ZoneCombobox inputId={fieldId("visitorZone")} zones={[]} value="" locale={locales[lang]} onChange={() => undefined} disabled />}
          zoneNote={null}
          days={<DayGridSkeleton />}
          times={null}
        />
      </div>
      <p role="status" className="sr-only">{t("booking.picker.loading")}</p>
    </div>
  );
}

interface FrameProps {
  zone: React.ReactNode;
  zoneNote: React.ReactNode;
  days: React.ReactNode;
  times: React.ReactNode;
}

/** PickerFrame lays the picker out, the same for its skeleton: the zone
 * field beside the sentence naming the zones (three lines kept for it on a
 * phone, where it sits above the days), then the days and the chosen day's
 * times, side by side on a wide screen. */
function PickerFrame({ zone, zoneNote, days, times }: FrameProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        {zone}
        <p className="text-sm text-ink-700 max-sm:min-h-[3lh] sm:pt-9">{zoneNote}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          {/* The error summary's "choose a time" leads here (its id is the field's). */}
          <h3 id={fieldId("start")} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {t("booking.picker.days")}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{t("booking.picker.daysHint")}</p>
          <div className="mt-3">{days}</div>
        </div>
        {times}
      </div>
    </div>
  );
}
