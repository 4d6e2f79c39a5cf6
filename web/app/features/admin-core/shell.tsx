import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { api } from "./api";
import { formatNumber } from "./format";
import { AccountIcon, AgendaIcon, AuditIcon, AvailabilityIcon, ChartIcon, ChatIcon, CloseIcon, InboxIcon, MenuIcon, SettingsIcon, SignOutIcon, SpamIcon, StudioIcon, TeamIcon, WebhookIcon } from "./icons";
import { Logo } from "./logo";
import { MeContext } from "./me";
import { useTexts } from "./texts";
import type { Me } from "./types";
import { useActivity, type Activity } from "./use-activity";

interface ShellState {
  activity: Activity;
  setTitle: (title: string) => void;
}
const ShellContext = createContext<ShellState>({ activity: { newCount: 0, latest: undefined }, setTitle: () => {} });

/** usePageTitle names the screen in the tab title, after the count of new requests. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(ShellContext);
  useEffect(() => setTitle(title), [title, setTitle]);
}

/** useInboxActivity: how many requests are new, and when the newest came. */
export function useInboxActivity(): Activity {
  return useContext(ShellContext).activity;
}

interface Item {
  to: string;
  label: string;
  icon: (props: { className?: string }) => ReactNode;
  badge?: number;
}

/** Shell is the signed-in frame: navigation (a side bar on wide screens, a
 * menu button on phones), the user, sign-out, and the tab title. */
export function Shell({ me, children }: { me: Me; children: ReactNode }) {
  const navigate = useNavigate();
  const { t, lang } = useTexts();
  const activity = useActivity(me.settings.pollSeconds);
  const [title, setTitle] = useState("");
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => {
    const count = activity.newCount > 0 ? `(${formatNumber(lang, activity.newCount)}) ` : "";
    document.title = `${count}${title ? `${title} · ` : ""}${t.appName}`;
  }, [activity.newCount, title, t, lang]);
  // After a client-side move to another screen, focus its main region, so
  // a screen reader starts reading there and Tab continues from there.
  const first = useRef(true);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    setOpen(false);
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [location.pathname]);

  const items: Item[] = [
    { to: "/admin/leads", label: t.nav.inbox, icon: InboxIcon, badge: activity.newCount },
    { to: "/admin/agenda", label: t.nav.agenda, icon: AgendaIcon },
    { to: "/admin/studio", label: t.nav.studio, icon: StudioIcon },
    { to: "/admin/spam", label: t.nav.spam, icon: SpamIcon },
    { to: "/admin/analytics", label: t.nav.analytics, icon: ChartIcon },
    { to: "/admin/whatsapp", label: t.nav.whatsapp, icon: ChatIcon },
    { to: "/admin/team", label: t.nav.team, icon: TeamIcon },
    { to: "/admin/availability", label: t.nav.availability, icon: AvailabilityIcon },
    ...(me.role === "owner"
      ? [
          { to: "/admin/audit", label: t.nav.audit, icon: AuditIcon },
          { to: "/admin/settings", label: t.nav.settings, icon: SettingsIcon },
          { to: "/admin/webhooks", label: t.nav.webhooks, icon: WebhookIcon },
        ]
      : []),
    { to: "/admin/account", label: t.nav.account, icon: AccountIcon },
  ];

  const signOut = async () => {
    await api("/api/admin/sign-out", "POST").catch(() => undefined);
    await navigate("/admin/login", { replace: true });
  };

  const nav = (
    <nav aria-label={t.nav.label}>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold ${isActive ? "bg-white/12 text-white" : "text-ink-100 hover:bg-white/8 hover:text-white"}`
              }
            >
              <Icon />
              <span className="grow">{label}</span>
              {badge ? (
                <span className="rounded-full bg-cyan-400 px-2 py-0.5 text-xs font-bold text-ink-950">{formatNumber(lang, badge)}</span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  const user = (
    <div className="space-y-2 border-t border-white/10 pt-4">
      <p className="truncate px-3 text-sm text-white">
        {me.name} <span className="text-ink-300">· {t.roles[me.role]}</span>
      </p>
      <button type="button" onClick={signOut} className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold text-ink-100 hover:bg-white/8 hover:text-white">
        <SignOutIcon className="size-5 rtl:-scale-x-100" />
        {t.nav.signOut}
      </button>
    </div>
  );

  return (
    <MeContext.Provider value={me}>
    <ShellContext.Provider value={{ activity, setTitle }}>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t.skip}
      </a>
      <div className="lg:flex">
        <header className="sticky top-0 z-40 bg-ink-900 text-white lg:fixed lg:inset-y-0 lg:start-0 lg:flex lg:w-60 lg:flex-col lg:overflow-y-auto lg:px-3 lg:py-5">
          <div className="flex h-14 items-center justify-between px-4 lg:mb-6 lg:h-auto lg:px-3">
            <Logo label={t.appName} />
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              <span className="sr-only">{open ? t.nav.close : t.nav.menu}</span>
            </button>
          </div>
          <div id={menuId} className={`${open ? "block" : "hidden"} space-y-4 px-3 pb-4 lg:flex lg:grow lg:flex-col lg:justify-between lg:p-0`}>
            {nav}
            {user}
          </div>
        </header>
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 grow px-4 py-6 outline-none sm:px-6 lg:ms-60 lg:px-10 lg:py-8">
          {children}
        </main>
      </div>
    </ShellContext.Provider>
    </MeContext.Provider>
  );
}
