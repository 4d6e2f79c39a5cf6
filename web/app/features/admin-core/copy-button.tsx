import { useState } from "react";
import { useTexts } from "./texts";
import { secondary } from "./ui";

/** CopyButton puts text on the clipboard and says so for a moment (a
 * live region, so a screen reader hears it too). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={secondary}
      onClick={() =>
        navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 4000);
          },
          () => undefined,
        )
      }
    >
      {label}
      <span role="status" className="font-normal text-ink-700">
        {copied ? t.team.copied : ""}
      </span>
    </button>
  );
}
