import { useState } from "react";

/** useLinkToken reads the token from the link's fragment (#TOKEN: never sent
 * to a server, never in its logs) once, then takes it out of the address
 * bar and the history. */
export function useLinkToken(): string {
  const [token] = useState(() => {
    const value = window.location.hash.slice(1);
    if (value) history.replaceState(history.state, "", window.location.pathname + window.location.search);
    return value;
  });
  return token;
}
