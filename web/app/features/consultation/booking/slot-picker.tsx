import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { locales } from "~/lib/intl-format";
import { fieldId } from "../form-controls";
import { useSite } from "~/lib/use-site";
import { daysOf, formatsFor, localDate, type Slot } from "./calendar";
import { DayGrid } from "./day-grid";
import { SlotList } from "./slot-list";
import { ZoneCombobox } from "./zone-combobox";
import { zoneList, zoneName } from "./zones";

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
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <ZoneCombobox inputId={fieldId("visitorZone")} zones={zones} value={zone} locale={locales[lang]} onChange={onZone} />
        <p className="text-sm text-ink-700 sm:pt-9">
          {t("booking.zone.shownIn", { zone: `\u2068${zoneName(zone)}\u2069` })}{" "}
          {zone !== agencyZone && t("booking.zone.agency", { zone: `\u2068${zoneName(agencyZone)}\u2069`, time: `\u2068${agencyNow}\u2069` })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          {/* The error summary's "choose a time" leads here (its id is the field's). */}
          <h3 id={fieldId("start")} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {t("booking.picker.days")}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{t("booking.picker.daysHint")}</p>
          <div className="mt-3">
            <DayGrid lang={lang} days={days} formats={formats} chosen={shownDate} onChoose={setDate} labelledBy={fieldId("start")} />
          </div>
        </div>
        {day && <SlotList date={day.date} slots={day.slots} formats={formats} chosen={chosen?.start ?? null} onChoose={onChoose} />}
      </div>
    </div>
  );
}
