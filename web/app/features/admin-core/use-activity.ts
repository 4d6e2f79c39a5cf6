import { useEffect, useState } from "react";
import { api } from "./api";

export interface Activity {
  /** Inbox requests with status new. */
  newCount: number;
  /** When the newest inbox request arrived: null for an empty inbox,
   * undefined until the first answer. */
  latest: string | null | undefined;
}

/** useActivity polls how many requests are new, every pollSeconds while the
 * tab is visible and at once when it becomes visible again. */
export function useActivity(pollSeconds: number): Activity {
  const [activity, setActivity] = useState<Activity>({ newCount: 0, latest: undefined });
  useEffect(() => {
    let stopped = false;
    const poll = () => {
      if (document.visibilityState === "hidden") return;
      api<{ new: number; latest: string | null }>("/api/admin/leads/activity")
        .then((a) => {
          if (!stopped) setActivity((prev) => (prev.newCount === a.new && prev.latest === a.latest ? prev : { newCount: a.new, latest: a.latest }));
        })
        .catch(() => undefined); // the next poll tries again; a signed-out user is sent away by the next navigation
    };
    poll();
    const timer = setInterval(poll, Math.max(5, pollSeconds) * 1000);
    document.addEventListener("visibilitychange", poll);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [pollSeconds]);
  return activity;
}
