import { useState } from "react";
import { useTexts } from "~/features/admin-core/texts";
import { input, quiet } from "~/features/admin-core/ui";

/** CopyLink shows a one-time link (an invitation, a password reset) to be
 * copied, with a Copy button that says when it has. Keyed by the link, a
 * new link starts uncopied. */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <input className={`${input} min-w-0 grow font-mono`} readOnly value={link} aria-label={t.team.copy} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className={quiet} onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>
        {copied ? t.team.copied : t.team.copy}
      </button>
    </div>
  );
}
