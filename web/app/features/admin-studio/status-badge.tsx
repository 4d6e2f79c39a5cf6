import type { LanguageStatus } from "./model";
import { useStudioTexts } from "./texts";

const tones: Record<LanguageStatus, string> = {
  missing: "bg-danger-50 text-danger-700 ring-danger-700/30",
  outdated: "bg-warn-50 text-warn-700 ring-warn-700/30",
  done: "bg-success-50 text-success-700 ring-success-700/30",
};

/** StatusBadge: one language's status, in words (colour only repeats them). */
export function StatusBadge({ status, prefix }: { status: LanguageStatus; prefix?: string }) {
  const { st } = useStudioTexts();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>
      {prefix && (
        <span dir="ltr" className="uppercase">
          {prefix}
        </span>
      )}
      {st.status[status]}
    </span>
  );
}

/** LanguageBadges: the languages that are not done, each with its status,
 * or one "done" when all are: what needs work stands out. */
export function LanguageBadges({ languages, status }: { languages: string[]; status: Record<string, LanguageStatus> }) {
  const open = languages.filter((l) => (status[l] ?? "done") !== "done");
  if (open.length === 0) return <StatusBadge status="done" />;
  return (
    <>
      {open.map((l) => (
        <StatusBadge key={l} status={status[l]!} prefix={l} />
      ))}
    </>
  );
}
