import { useCallback, useEffect, useSyncExternalStore } from "react";
import { call } from "~/features/admin-core/api";
import { getAsset, type Asset } from "./media-api";

/* The assets the studio's form shows, by id: one request (and, while an
   asset is processing, one poll) however many places show it, as a field
   shows its picture both beside its inputs and in its focal point. */

type State = { asset: Asset | null; error: boolean };
type Entry = { state: State; listeners: Set<() => void>; loading: boolean; timer?: ReturnType<typeof setTimeout> };
const entries = new Map<string, Entry>();

function entry(id: string): Entry {
  let e = entries.get(id);
  if (!e) {
    e = { state: { asset: null, error: false }, listeners: new Set(), loading: false };
    entries.set(id, e);
  }
  return e;
}

function publish(id: string, state: State) {
  const e = entry(id);
  e.state = state;
  for (const l of e.listeners) l();
}

async function load(id: string) {
  const e = entry(id);
  if (e.loading) return;
  e.loading = true;
  clearTimeout(e.timer);
  const r = await call(() => getAsset(id));
  e.loading = false;
  publish(id, r.ok ? { asset: r.data, error: false } : { asset: e.state.asset, error: true });
  // Follow a processing picture until it is ready or failed, while shown.
  if (r.ok && r.data.status === "pending") e.timer = setTimeout(() => e.listeners.size > 0 && void load(id), 2000);
}

/** setAsset records an asset the studio changed (its focal point, a retry). */
export function setAsset(asset: Asset) {
  publish(asset.id, { asset, error: false });
  if (asset.status === "pending") void load(asset.id);
}

/** useAsset: the asset of the media library with this id, null until
 * loaded; error when it could not be read. */
export function useAsset(id: string): State {
  const subscribe = useCallback(
    (listener: () => void) => {
      const e = entry(id);
      e.listeners.add(listener);
      return () => void e.listeners.delete(listener);
    },
    [id],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entry(id).state,
    () => entry(id).state,
  );
  useEffect(() => {
    // Loaded once, then again when shown anew while it was processing
    // (a poll stops when nothing shows the picture).
    const s = entry(id).state;
    if (s.asset === null || s.asset.status === "pending") void load(id);
  }, [id]);
  return state;
}
