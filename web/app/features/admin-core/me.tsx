import { createContext, useContext } from "react";
import type { Me } from "./types";

/** MeContext: who is signed in, for every signed-in screen. */
export const MeContext = createContext<Me | null>(null);

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe outside the signed-in layout");
  return me;
}
