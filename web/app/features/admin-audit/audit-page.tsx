import { Link, type ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { formatDateTime, formatNumber } from "~/features/admin-core/format";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import type { Person } from "~/features/admin-core/types";
import { secondary } from "~/features/admin-core/ui";
import { auditDetail, contentTarget } from "./detail";
import { useAuditTexts } from "./texts";

interface Entry {
  id: number;
  at: string;
  actor: Person | null;
  action: string;
  target: string;
  detail: string;
  address: string;
  /** How many times it happened: failures of unknown accounts are one row. */
  repeats: number;
}

export async function auditLoader({ request }: ClientLoaderFunctionArgs) {
  const before = new URL(request.url).searchParams.get("before");
  const query = new URLSearchParams({ limit: "50" });
  if (before && /^\d+$/.test(before)) query.set("before", before);
  return api<{ entries: Entry[]; next: number | null }>(`/api/admin/audit?${query}`, "GET", undefined, request.signal).catch((err: unknown) => signedInOnly(err, request));
}

/** Target names what an entry is about ("lead:ID" links to the request);
 * ids are cut to 8 characters, enough to tell entries apart. */
function Target({ target }: { target: string }) {
  const { t, lang } = useTexts();
  const [kind = "", id = ""] = target.split(":", 2);
  if (!target) return null;
  const label = t.audit.targets[kind] ?? kind;
  const short = <bdi className="font-mono">{id.slice(0, 8)}</bdi>;
  if (kind === "content") {
    return (
      <Link to={`/admin/studio${id}`} className="text-accent-600 underline">
        {label} <bdi>{contentTarget(id, lang)}</bdi>
      </Link>
    );
  }
  if (kind === "lead") {
    return (
      <Link to={`/admin/leads/${encodeURIComponent(id)}`} className="text-accent-600 underline">
        {label} {short}
      </Link>
    );
  }
  return (
    <span className="whitespace-nowrap">
      {label} {short}
    </span>
  );
}

/** AuditPage: the owner's view of who did what, newest first, 50 at a time. */
export function AuditPage({ entries, next }: { entries: Entry[]; next: number | null }) {
  const { t, lang } = useTexts();
  const a = useAuditTexts();
  usePageTitle(t.audit.title);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t.audit.title}</h1>
        <p className="mt-1 text-sm text-ink-700">{t.audit.intro}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-ink-700">{t.audit.empty}</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div className="overflow-x-auto rounded-2xl border border-ink-100 bg-white" role="region" aria-label={t.audit.title} tabIndex={0}>
          <table className="w-full text-start text-sm">
            <thead className="bg-ink-50 text-xs uppercase text-ink-700">
              <tr>
                {[t.audit.when, t.audit.who, t.audit.action, t.audit.target].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start font-semibold">
                    {h}
                  </th>
                ))}
                {/* The address hash tells entries of one client apart; on a
                    phone it would push the table sideways for little. */}
                <th scope="col" className="hidden px-3 py-2 text-start font-semibold md:table-cell">
                  {t.audit.address}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={e.at}>{formatDateTime(lang, e.at)}</time>
                  </td>
                  <td className="px-3 py-2">{e.actor?.name ?? t.audit.nobody}</td>
                  <td className="px-3 py-2">
                    <span>{t.audit.actions[e.action] ?? e.action}</span>
                    {e.repeats > 1 && <span className="ms-1 text-xs text-ink-700">×{formatNumber(lang, e.repeats)}</span>}
                    {e.detail && (
                      <bdi dir="auto" className="block text-xs text-ink-700">
                        {auditDetail(e.action, e.detail, { lang, t, a })}
                      </bdi>
                    )}
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <Target target={e.target} />
                  </td>
                  <td className="hidden px-3 py-2 font-mono text-xs md:table-cell" dir="ltr">
                    {e.address}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next !== null && (
        <Link className={secondary} to={`?before=${next}`}>
          {t.audit.more}
        </Link>
      )}
    </div>
  );
}
