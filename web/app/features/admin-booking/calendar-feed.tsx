import { useId, useState } from "react";
import { CopyButton } from "~/features/admin-core/copy-button";
import { useAction } from "~/features/admin-core/use-action";
import { input, Notice, primary, quiet, Section, useErrorText } from "~/features/admin-core/ui";
import { createFeed, revokeFeed } from "./booking-api";
import { useBookingTexts } from "./use-booking-texts";

/** CalendarFeed: the member's private calendar address (their meetings, for
 * Google, Apple or Outlook). The API gives the address only when it makes
 * it, so it shows once; a new one revokes the old. */
export function CalendarFeed() {
  const { bt } = useBookingTexts();
  const f = bt.feed;
  const id = useId();
  const make = useAction<{ url: string }>({ reload: false });
  const revoke = useAction({ reload: false });
  const errorText = useErrorText();
  const [url, setUrl] = useState("");
  const [revoked, setRevoked] = useState(false);
  const create = async () => {
    revoke.clear();
    setRevoked(false);
    const result = await make.run(createFeed);
    if (result.ok) setUrl(result.data.url);
  };
  const turnOff = async () => {
    make.clear();
    const result = await revoke.run(revokeFeed);
    if (result.ok) {
      setUrl("");
      setRevoked(true);
    }
  };
  const error = make.error ?? revoke.error;
  return (
    <Section title={f.title}>
      <p className="mb-4 max-w-prose text-sm text-ink-700">{f.intro}</p>
      {url && (
        <div className="mb-4 space-y-2">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
            {f.address}
          </label>
          <input id={`${id}-url`} className={`${input} font-mono`} dir="ltr" readOnly value={url} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${id}-once`} />
          <p id={`${id}-once`} className="text-sm text-ink-700">
            {f.once}
          </p>
          <CopyButton text={url} label={f.copy} />
        </div>
      )}
      {revoked && <Notice tone="success">{f.revoked}</Notice>}
      {error && <Notice tone="error">{errorText(error)}</Notice>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={primary} disabled={make.busy} onClick={() => void create()} aria-describedby={`${id}-renew`}>
          {url ? f.renew : f.create}
        </button>
        <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} disabled={revoke.busy} onClick={() => void turnOff()}>
          {f.revoke}
        </button>
      </div>
      <p id={`${id}-renew`} className="mt-2 text-xs text-ink-700">
        {f.renewHint}
      </p>
    </Section>
  );
}
