import { fill } from "~/features/admin-core/texts";
import type { AdminTexts } from "~/features/admin-core/texts/en";

/** deviceName words a session's device as the server names it ("Chrome
 * on Linux", or "Browser" when the browser was not recognised) in the
 * reader's language. A session started before the server named headless
 * Chrome "Chrome" is named so too. */
export function deviceName(t: AdminTexts, device: string): string {
  const named = device.replace(/^Headless /, "");
  const m = /^(.+) on (.+)$/.exec(named);
  if (m) return fill(t.account.device, { browser: m[1]!, os: m[2]! });
  return named === "Browser" || named === "" ? t.account.someBrowser : named;
}
