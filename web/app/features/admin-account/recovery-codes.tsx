import { useTexts } from "~/features/admin-core/texts";
import { secondary } from "~/features/admin-core/ui";

/** RecoveryCodes shows a new set of recovery codes, once, until the user
 * says they have saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTexts();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t.account.recoveryTitle}</h3>
      <p className="text-sm text-ink-700">{t.account.recoveryIntro}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg bg-ink-50 p-4 font-mono text-sm sm:grid-cols-3" dir="ltr" aria-label={t.account.recoveryTitle}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <button type="button" className={secondary} onClick={onDone}>
        {t.account.recoveryDone}
      </button>
    </div>
  );
}
