import { useMe } from "~/features/admin-core/me";
import { useTexts } from "~/features/admin-core/texts";
import { primary, secondary } from "~/features/admin-core/ui";
import { CopyButton } from "~/features/admin-core/copy-button";
import { recoveryFile, useAccountTexts } from "./texts";

/** RecoveryCodes shows a new set of recovery codes, once, until the user
 * says they have saved them: copied, downloaded as a text file, or written
 * down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTexts();
  const at = useAccountTexts();
  const me = useMe();
  const site = window.location.host;
  const file = recoveryFile(at, site, me.email, codes);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t.account.recoveryTitle}</h3>
      <p className="text-sm text-ink-700">{t.account.recoveryIntro}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg bg-ink-50 p-4 font-mono text-sm sm:grid-cols-3" dir="ltr" aria-label={t.account.recoveryTitle}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label={at.copyCodes} />
        <a className={secondary} href={href} download={`recovery-codes-${site.replace(/[^A-Za-z0-9.-]/g, "-")}.txt`}>
          {at.download}
        </a>
        <button type="button" className={primary} onClick={onDone}>
          {t.account.recoveryDone}
        </button>
      </div>
    </div>
  );
}
