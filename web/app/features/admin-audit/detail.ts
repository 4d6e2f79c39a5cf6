import { familyNames } from "~/features/admin-core/family-names";
import { fieldNames } from "~/features/admin-core/field-names";
import { choiceLabel, directSource, options } from "~/features/admin-core/site";
import { formatDate, languageName } from "~/features/admin-core/format";
import { fill, type AdminLanguage } from "~/features/admin-core/texts";
import type { AdminTexts } from "~/features/admin-core/texts/en";
import type { AuditTexts } from "./texts";

interface Words {
  lang: AdminLanguage;
  t: AdminTexts;
  a: AuditTexts;
}

const word = (table: Record<string, string>, code: string) => table[code] ?? code;

/** exportFilters says which requests an export held, from the query
 * the server recorded ("status=new&language=ar"). */
function exportFilters(query: string, { lang, t, a }: Words): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  for (const [key, value] of params) {
    const named = (label: string, v: string) => `${label}${lang === "fr" ? "\u00a0:" : ":"} ${v}`;
    switch (key) {
      case "status": parts.push(named(t.lead.status, word(t.statuses, value))); break;
      case "service": parts.push(named(t.inbox.service, choiceLabel(options.services, value, lang))); break;
      case "budget": parts.push(named(t.inbox.budget, choiceLabel(options.budgets, value, lang))); break;
      case "language": parts.push(named(t.inbox.language, languageName(lang, value))); break;
      case "variant": parts.push(named(t.inbox.variant, word(t.variants, value))); break;
      case "assignee": parts.push(named(t.inbox.assignee, value === "me" ? t.inbox.me : value === "none" ? t.inbox.nobody : value.slice(0, 8))); break;
      case "source": parts.push(named(t.inbox.source, value === directSource ? t.visit.direct : value)); break;
      case "campaign": parts.push(named(t.inbox.campaign, value)); break;
      case "from": parts.push(fill(a.from, { day: day(lang, value) })); break;
      case "to": parts.push(fill(a.to, { day: day(lang, value) })); break;
      case "q": parts.push(fill(a.search, { q: value })); break;
      case "spam": if (value === "true") parts.unshift(a.exportSpam); break;
    }
  }
  return parts.length ? parts.join(" · ") : a.exportAll;
}

function day(lang: AdminLanguage, value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(lang, `${value}T12:00:00Z`) : value;
}

/** contentPath names a field of the content an edit changed, from its
 * path inside the item ("names.6.name.tr"): its fields' words, entries
 * numbered from 1, the language last: "Names › 7 › Name (Turkish)". */
export function contentPath(path: string, lang: AdminLanguage): string {
  const parts = path.split(".");
  const language = options.languages.includes(parts.at(-1)!) ? languageName(lang, parts.pop()!) : "";
  const words = parts.map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : (fieldNames[lang][p] ?? p)));
  return words.join(" › ") + (language ? ` (${language})` : "");
}

/** contentTarget names an item of the content by its section and key
 * ("/testimonials/sara" → "Testimonials › sara"). */
export function contentTarget(pointer: string, lang: AdminLanguage): string {
  const [family = "", ...key] = pointer.replace(/^\//, "").split("/");
  return [familyNames[lang][family] ?? family, ...key].join(" › ");
}

/** contentChanges is a content edit's detail ("text.ar, name.ar, hidden")
 * in words. */
function contentChanges(detail: string, { lang, a }: Words): string {
  return detail
    .split(", ")
    .map((part) => (part === "hidden" ? a.hidden : part === "shown" ? a.shown : part === "…" ? part : contentPath(part, lang)))
    .join(lang === "ar" ? "، " : ", ");
}

/** auditDetail is an audit entry's detail in the reader's words: statuses,
 * roles, spam reasons and the server's fixed phrases translated, an
 * export's filters named. A detail it cannot read is shown as it is (names,
 * e-mail addresses). */
export function auditDetail(action: string, detail: string, w: Words): string {
  const { t, a } = w;
  if (!detail) return "";
  const arrow = /^(.*?)\s*→\s*(.*)$/.exec(detail);
  switch (action) {
    case "lead.status": {
      const m = /^(\w+) → (\w+)(?: (.*))?$/s.exec(detail);
      if (!m) return detail;
      return `${word(t.statuses, m[1]!)} → ${word(t.statuses, m[2]!)}${m[3] ? ` (${m[3]})` : ""}`;
    }
    case "lead.spam":
    case "lead.not_spam": {
      const reason = arrow ? arrow[1] || arrow[2] : detail;
      return word(t.lead.spamReasons, reason ?? "");
    }
    case "team.role_changed":
      return arrow ? `${arrow[1]} → ${word(t.roles, arrow[2]!)}` : detail;
    case "lead.export":
      return exportFilters(detail, w);
    case "content.edited":
      return contentChanges(detail, w);
    case "team.settings": {
      const m = /^(two-factor required|time zone): (.*)$/.exec(detail);
      if (!m) return detail;
      return m[1] === "time zone" ? fill(a.timeZone, { zone: m[2]! }) : word(a.twoFactor, m[2]!);
    }
  }
  const as = /^(\S+@\S+) as (\w+)$/.exec(detail);
  if (as) return fill(a.as, { email: as[1]!, role: word(t.roles, as[2]!) });
  if (detail === "unknown account") return a.unknownAccount;
  if (detail === "other sessions ended") return a.otherSessionsEnded;
  if (detail === "session ended") return a.sessionEnded;
  const passkey = /^passkey (.+)$/.exec(detail);
  if (passkey && action === "auth.sign_in") return fill(a.passkey, { name: passkey[1]! });
  return detail;
}
