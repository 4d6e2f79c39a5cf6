import { locales } from "~/lib/intl-format";
import { useMe } from "./me";
import { fill, useTexts, type AdminLanguage } from "./texts";
import type { Me } from "./types";

/** exampleFields names, once each, the kinds of contact detail still the
 * shipped examples ("default.email", "a.email" → "email address"). */
export function exampleFields(lang: AdminLanguage, names: Record<string, string>, examples: readonly string[]): string {
  const kinds = [...new Set(examples.map((e) => e.slice(e.indexOf(".") + 1)))];
  return new Intl.ListFormat(locales[lang], { type: "conjunction" }).format(kinds.map((k) => names[k] ?? k));
}

/** setupNotices is what the installation still lacks, said to whom it
 * concerns: mail not set up (everyone: nobody is told of new requests), the
 * published contact details still the examples (those who publish: the
 * owner and editors, who set them in the studio). */
export function setupNotices(me: Me, lang: AdminLanguage, t: ReturnType<typeof useTexts>["t"]): string[] {
  const notices: string[] = [];
  if (me.setup.mailOff) notices.push(t.setup.mailOff);
  if (me.role !== "member" && me.setup.exampleContacts.length > 0) {
    notices.push(fill(t.setup.exampleContacts, { fields: exampleFields(lang, t.setup.fields, me.setup.exampleContacts) }));
  }
  return notices;
}

/** SetupNotices shows them at the top of a page (the inbox, the settings). */
export function SetupNotices() {
  const me = useMe();
  const { t, lang } = useTexts();
  const notices = setupNotices(me, lang, t);
  if (notices.length === 0) return null;
  return (
    <ul className="space-y-2">
      {notices.map((text) => (
        <li key={text} className="rounded-lg border border-accent-400/40 bg-accent-50 px-3 py-2 text-sm text-ink-800">
          {text}
        </li>
      ))}
    </ul>
  );
}
