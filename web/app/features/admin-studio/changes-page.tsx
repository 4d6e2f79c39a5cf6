import { useMemo, useState } from "react";
import { useRevalidator, type ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { fill } from "~/features/admin-core/texts";
import { usePageTitle } from "~/features/admin-core/shell";
import { Notice } from "~/features/admin-core/ui";
import { BackLink } from "./back-link";
import type { Studio } from "./model";
import { namer, type PendingItem } from "./pending";
import { PendingList } from "./pending-list";
import { usePendingTexts } from "./pending-texts";
import { Publish } from "./publish";
import { useSiteTimeZone } from "./schedule";
import { useStudioTexts } from "./texts";

/** changesLoader reads the working document (the items' names) and the
 * pending changes. */
export async function changesLoader({ request }: ClientLoaderFunctionArgs): Promise<{ studio: Studio; pending: PendingItem[] }> {
  try {
    const [studio, pending] = await Promise.all([
      api<Studio>("/api/admin/content", "GET", undefined, request.signal),
      api<{ items: PendingItem[] }>("/api/admin/content/pending", "GET", undefined, request.signal),
    ]);
    return { studio, pending: pending.items };
  } catch (err) {
    return signedInOnly(err, request);
  }
}

/** ChangesPage lists every unpublished change with its difference from
 * the live site; anyone marks one ready for review (an editor may then
 * publish it), and owners and editors publish from here too. */
export function ChangesPage({ studio, pending }: { studio: Studio; pending: PendingItem[] }) {
  const { st, lang } = useStudioTexts();
  const { qt } = usePendingTexts();
  const zone = useSiteTimeZone();
  const revalidator = useRevalidator();
  usePageTitle(qt.changes);
  const names = useMemo(() => namer(st, lang, studio), [st, lang, studio]);
  const [items, setItems] = useState(pending);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);

  // Back to the loader's list when it is read again (after a publish).
  const [shown, setShown] = useState(pending);
  if (shown !== pending) {
    setShown(pending);
    setItems(pending);
  }

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to="/admin/studio">{st.back}</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{qt.changes}</h1>
          <p className="max-w-prose text-sm text-ink-700">{qt.changesIntro}</p>
        </div>
        <Publish studio={studio} onDone={() => void revalidator.revalidate()} />
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      {items.length === 0 ? (
        <Notice tone="info">{qt.nothingPending}</Notice>
      ) : (
        <div className="rounded-2xl border border-ink-100 bg-white px-4 shadow-sm sm:px-6">
          <PendingList
            items={items}
            names={names}
            schema={studio.schema}
            zone={zone}
            marking={(item, r) => {
              setError(null);
              const name = names.item(item.pointer, item.changes);
              if (r.ok) {
                setItems((all) => all.map((i) => (i.pointer === item.pointer ? { ...i, ready: r.ready } : i)));
                setSaid(fill(r.ready ? qt.markedReady : qt.unmarkedReady, { name }));
              } else if (r.gone) {
                setSaid(r.text);
                void revalidator.revalidate();
              } else setError(r.text);
            }}
          />
        </div>
      )}
    </div>
  );
}
