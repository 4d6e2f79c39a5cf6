import { useCallback, useEffect, useRef } from "react";
import { track } from "~/lib/track";

export interface Abandonment {
  /** The visitor changed a field: the form is started. */
  changed: (field: string) => void;
  /** The visitor moved into a field. */
  focused: (field: string) => void;
  /** The request was stored: leaving now is not abandoning. */
  sent: () => void;
  /** A new, empty form. */
  reset: () => void;
}

/** useAbandonment reports form_start at the first change of a field (the
 * dashboard's funnel counts started forms), and form_abandonment once when a form the visitor
 * started is left without being sent: the page is hidden for good
 * (pagehide: closed, reloaded, another site) or the form unmounts (a route
 * change). last_field is the field they were last in; nothing they typed
 * is reported. */
export function useAbandonment(formName: string): Abandonment {
  const state = useRef({ started: false, sent: false, reported: false, lastField: "" });

  const report = useCallback(() => {
    const s = state.current;
    if (!s.started || s.sent || s.reported) return;
    s.reported = true;
    track("form_abandonment", { form_name: formName, last_field: s.lastField || undefined });
  }, [formName]);

  useEffect(() => {
    window.addEventListener("pagehide", report);
    return () => {
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [report]);

  return {
    changed: (field) => {
      if (!state.current.started) track("form_start", { form_name: formName });
      state.current.started = true;
      state.current.lastField = field;
    },
    focused: (field) => {
      state.current.lastField = field;
    },
    sent: () => {
      state.current.sent = true;
    },
    reset: () => {
      state.current = { started: false, sent: false, reported: false, lastField: "" };
    },
  };
}
