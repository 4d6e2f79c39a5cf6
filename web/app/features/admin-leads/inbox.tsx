import { useEffect, useRef } from "react";
import { SetupNotices } from "~/features/admin-core/setup-notices";
import { Link, useNavigate, useRevalidator } from "react-router";
import { formatNumber } from "~/features/admin-core/format";
import { ExportIcon } from "~/features/admin-core/icons";
import { useInboxActivity, usePageTitle } from "~/features/admin-core/shell";
import { plural, useTexts } from "~/features/admin-core/texts";
import { secondary } from "~/features/admin-core/ui";
import { exportQuery, filterSearch, statuses, withFilter, type Filters } from "./filters";
import { InboxFilters } from "./inbox-filters";
import type { InboxData } from "./inbox-loader";
import { LeadRows } from "./lead-rows";
import { useEmptyText } from "./empty-texts";

/** Inbox lists the requests (or the spam folder), newest first, a page at a
 * time, with counts per status, filters and search kept in the URL; it
 * reloads when the shell's polling sees a new request arrive. */
export function Inbox({ data }: { data: InboxData }) {
  const navigate = useNavigate();
  const { t, lang } = useTexts();
  const { filters, list, users, spam } = data;
  const title = spam ? t.inbox.spamTitle : t.inbox.title;
  usePageTitle(title);
  useReloadOnNewRequest();
  const empty = useEmptyText(filters, spam);
  const go = (next: Filters) => {
    const search = filterSearch(next).toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}`);
  };
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  const all = statuses.reduce((sum, s) => sum + (list.counts[s] ?? 0), 0);
  const tabs = [{ value: "", label: t.inbox.all, count: all }, ...statuses.map((s) => ({ value: s, label: t.statuses[s], count: list.counts[s] ?? 0 }))];

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <SetupNotices />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-1 text-sm text-ink-700" role="status">
            {plural(lang, t.inbox.count, list.total, (n) => formatNumber(lang, n))}
          </p>
        </div>
        <a className={secondary} href={`/api/admin/leads/export.csv?${exportQuery(filters, spam)}`} download>
          <ExportIcon className="size-4" />
          {t.inbox.export}
        </a>
      </div>
      {spam && <p className="text-sm text-ink-700">{t.inbox.spamIntro}</p>}

      <nav aria-label={t.inbox.statusTabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-ink-100">
          {tabs.map((tab) => {
            const current = filters.status === tab.value;
            return (
              <li key={tab.value || "all"}>
                <Link
                  to={`?${filterSearch(withFilter(filters, "status", tab.value))}`}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${current ? "border-accent-600 text-accent-600" : "border-transparent text-ink-700 hover:text-ink-900"}`}
                >
                  {tab.label}
                  <span className={`rounded-full px-2 text-xs ${current ? "bg-accent-50" : "bg-ink-100"}`}>{formatNumber(lang, tab.count)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <InboxFilters filters={filters} users={users} onChange={go} />
      <LeadRows leads={list.leads} spam={spam} empty={empty} />

      {pages > 1 && (
        <nav aria-label={t.inbox.page.replace("{page}", formatNumber(lang, list.page)).replace("{pages}", formatNumber(lang, pages))} className="flex items-center justify-between gap-2">
          <PageLink filters={filters} page={list.page - 1} disabled={list.page <= 1} label={t.inbox.previous} />
          <span className="text-sm text-ink-700">{t.inbox.page.replace("{page}", formatNumber(lang, list.page)).replace("{pages}", formatNumber(lang, pages))}</span>
          <PageLink filters={filters} page={list.page + 1} disabled={list.page >= pages} label={t.inbox.next} />
        </nav>
      )}
    </div>
  );
}

function PageLink({ filters, page, disabled, label }: { filters: Filters; page: number; disabled: boolean; label: string }) {
  if (disabled) return <span className={`${secondary} pointer-events-none opacity-50`} aria-hidden="true">{label}</span>;
  return (
    <Link className={secondary} to={`?${filterSearch({ ...filters, page })}`}>
      {label}
    </Link>
  );
}

/** useReloadOnNewRequest reloads the list when a request newer than the
 * ones shown arrives (the shell polls for it). */
function useReloadOnNewRequest() {
  const revalidator = useRevalidator();
  const { latest } = useInboxActivity();
  const seen = useRef(latest);
  useEffect(() => {
    if (latest !== undefined && seen.current !== undefined && latest !== seen.current) void revalidator.revalidate();
    seen.current = latest;
  }, [latest]);
}
