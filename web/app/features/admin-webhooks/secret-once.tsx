import { useState } from "react";
import { useTexts } from "~/features/admin-core/texts";
import { input, Notice, quiet } from "~/features/admin-core/ui";
import { useWebhookTexts } from "./texts";

/** SecretOnce shows a signing secret the server returns only once, to copy. */
export function SecretOnce({ secret }: { secret: string }) {
  const { wt } = useWebhookTexts();
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);
  return (
    <Notice tone="success">
      <span className="block">{wt.secretOnce}</span>
      <span className="mt-2 flex flex-wrap gap-2">
        <input className={`${input} min-w-0 grow font-mono`} readOnly value={secret} aria-label={wt.secretOnce} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={quiet} onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => undefined)}>
          {copied ? t.team.copied : t.team.copy}
        </button>
      </span>
      <span className="mt-2 block text-sm">{wt.verifyHint}</span>
    </Notice>
  );
}
