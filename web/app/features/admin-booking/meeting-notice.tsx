import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type Notices = { notices: Record<string, string>; set: (id: string, text?: string) => void };

const NoticesContext = createContext<Notices | null>(null);

/** MeetingNotices keeps what was last done to each meeting of a list (moved,
 * cancelled, marked) above its cards: a meeting moved to another day is
 * drawn by a new card, under that day's heading, which still says so. */
export function MeetingNotices({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Record<string, string>>({});
  const set = useCallback((id: string, text = "") => setNotices((was) => (was[id] === text ? was : { ...was, [id]: text })), []);
  const value = useMemo(() => ({ notices, set }), [notices, set]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

/** useMeetingNotice is the meeting's notice and its setter: the list's,
 * under MeetingNotices, or the card's own elsewhere (a lead's page shows
 * one meeting, which never moves to another card). */
export function useMeetingNotice(id: string): [string | undefined, (text?: string) => void] {
  const shared = useContext(NoticesContext);
  const [own, setOwn] = useState<string>();
  const setInList = shared?.set;
  const setShared = useCallback((text?: string) => setInList?.(id, text), [setInList, id]);
  return shared ? [shared.notices[id] || undefined, setShared] : [own, setOwn];
}
