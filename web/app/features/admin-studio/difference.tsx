import { languageName } from "~/features/admin-core/format";
import { describeChanges, type Change, type ChangeView, type Namer } from "./pending";
import { usePendingTexts } from "./pending-texts";
import { usePublishingTexts } from "./publishing-texts";
import type { Schema } from "./model";
import { useStudioTexts } from "./texts";

/** Difference lists one item's changes, field by field and language by
 * language: before and after side by side (stacked on a phone), a
 * picture or a flag summarised in words. The history's versions and the
 * pending changes show theirs with it (`whole`: an added or deleted item's
 * texts too; `stacked`: before above after at every width, for a narrow
 * column such as an outdated language's; `labelled` false: each row's name,
 * which what surrounds it says already, for screen readers only). */
export function Difference({ changes, names, schema, whole = false, stacked = false, labelled = true }: { changes: Change[]; names?: Namer; schema?: Schema; whole?: boolean; stacked?: boolean; labelled?: boolean }) {
  const { st } = useStudioTexts();
  const { pt, lang } = usePublishingTexts();
  const { qt } = usePendingTexts();
  const rows = describeChanges({ st, pt, qt, lang, names, schema }, changes, whole);
  return (
    <dl className="space-y-2">
      {rows.map((row, i) => (
        <ChangeRow key={i} row={row} stacked={stacked} labelled={labelled} />
      ))}
    </dl>
  );
}

/** ChangeRow is one field in one language: before and after, or a note. */
function ChangeRow({ row, stacked, labelled }: { row: ChangeView; stacked: boolean; labelled: boolean }) {
  const { pt, lang } = usePublishingTexts();
  const name = [row.label, row.language && languageName(lang, row.language)].filter(Boolean).join(" · ");
  return (
    <div className="text-sm">
      <dt className={labelled ? "font-semibold" : "sr-only"}>{name}</dt>
      {row.note && <dd className="mt-1 text-ink-700">{row.note}</dd>}
      {(row.before !== null || row.after !== null) && (
        <dd className={`${labelled ? "mt-1" : ""} grid gap-1 ${stacked ? "" : "sm:grid-cols-2"}`}>
          {row.before !== null && <DiffValue side="before" title={pt.before} value={row.before} language={row.language} stacked={stacked} />}
          {row.after !== null && <DiffValue side="after" title={pt.after} value={row.after} language={row.language} stacked={stacked} />}
        </dd>
      )}
    </div>
  );
}

const diffColours = {
  before: { box: "bg-danger-50", title: "text-danger-700" },
  after: { box: "bg-success-50", title: "text-success-700" },
};

/** DiffValue is one side of a change, titled, the value in its language's
 * direction (auto where the field has no language). */
function DiffValue({ side, title, value, language, stacked }: { side: keyof typeof diffColours; title: string; value: string; language: string; stacked: boolean }) {
  const colours = diffColours[side];
  // An after alone (an item added) stays in the after column.
  return (
    <span className={`block min-w-0 rounded-lg px-2 py-1 ${colours.box} ${side === "after" && !stacked ? "sm:col-start-2" : ""}`}>
      <span className={`block text-xs font-semibold ${colours.title}`}>{title}</span>
      <span dir={language === "ar" ? "rtl" : language ? "ltr" : "auto"} lang={language || undefined} className="block break-words whitespace-pre-line">
        {value}
      </span>
    </span>
  );
}
