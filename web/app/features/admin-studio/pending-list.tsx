import { Fragment, useId } from "react";
import { Link } from "react-router";
import { formatDateTime, languageName } from "~/features/admin-core/format";
import { locales } from "~/lib/intl-format";
import { Difference } from "./difference";
import type { Schema } from "./model";
import { capitalised, groupMissing, itemLink, missingSentence, type Namer, type PendingItem } from "./pending";
import { usePendingTexts } from "./pending-texts";
import { isolated, ReadyBadge, ReadyButton, type ReadyResult } from "./ready";
import { useStudioTexts } from "./texts";

/** Choosing: the publish dialog's checkboxes. */
export interface Choosing {
  checked: ReadonlySet<string>;
  onChange: (pointer: string, checked: boolean) => void;
}

/** Marking: the Changes screen's "Ready for review" buttons. */
export type Marking = (item: PendingItem, r: ReadyResult) => void;

/**
 * PendingList lists unpublished changes, each with its name, kind,
 * languages, authors and time, "ready for review", the languages it lacks
 * and, on demand, its difference from the live site. With `choosing` (the
 * publish dialog) each has a checkbox, disabled where the caller may not
 * publish it, with the reason; with `marking` (the Changes screen) its name
 * links to its page and a button marks it ready for review.
 */
export function PendingList({
  items,
  names,
  schema,
  zone,
  choosing,
  marking,
}: {
  items: PendingItem[];
  names: Namer;
  schema?: Schema;
  zone?: string;
  choosing?: Choosing;
  marking?: Marking;
}) {
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => (
        <PendingRow key={item.pointer} item={item} names={names} schema={schema} zone={zone} choosing={choosing} marking={marking} />
      ))}
    </ul>
  );
}

function PendingRow({ item, names, schema, zone, choosing, marking }: { item: PendingItem; names: Namer; schema?: Schema; zone?: string; choosing?: Choosing; marking?: Marking }) {
  const { st } = useStudioTexts();
  const { qt, lang } = usePendingTexts();
  const id = useId();
  const name = names.item(item.pointer, item.changes);
  const authors = new Intl.ListFormat(locales[lang], { type: "conjunction" }).format(item.authors.map((a) => a.name || qt.commandLine));
  // Each part isolated: a Latin name beside an Arabic date keeps its place.
  const meta = [
    qt.kinds[item.kind],
    item.languages.map((l) => languageName(lang, l)).join(qt.fieldJoin),
    authors && isolated(qt.by, { names: authors }),
    item.changedAt && <bdi className="whitespace-nowrap">{formatDateTime(lang, item.changedAt, zone)}</bdi>,
  ]
    .filter(Boolean)
    .flatMap((part, i) => (i === 0 ? [part] : [" · ", part]));
  const missing = missingSentence(st, qt, lang, groupMissing(item.missing, schema, item.pointer));
  const refused = choosing && !item.publishable;
  const described = [`${id}-meta`, refused && `${id}-why`, missing && `${id}-missing`].filter(Boolean).join(" ");

  return (
    <li className="flex items-start gap-3 py-3">
      {choosing && (
        <input
          type="checkbox"
          id={`${id}-check`}
          className="mt-0.5 size-5 shrink-0 accent-accent-600 disabled:cursor-not-allowed"
          checked={choosing.checked.has(item.pointer)}
          disabled={!item.publishable}
          aria-describedby={described}
          onChange={(e) => choosing.onChange(item.pointer, e.target.checked)}
        />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {choosing ? (
            <label htmlFor={`${id}-check`} className={`min-w-0 font-semibold break-words ${refused ? "text-ink-600" : "text-ink-900"}`}>
              {name}
            </label>
          ) : (
            <Link to={itemLink(item.pointer, item.kind)} className="min-w-0 font-semibold break-words text-accent-700 underline-offset-4 hover:underline">
              {name}
            </Link>
          )}
          {marking && !item.ready && <ReadyButton pointer={item.pointer} ready={null} name={name} onDone={(r) => marking(item, r)} />}
        </div>
        <p id={`${id}-meta`} className="text-xs text-ink-600">
          {meta.map((part, i) => (
            <Fragment key={i}>{part}</Fragment>
          ))}
        </p>
        {(item.ready || refused) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            {item.ready && <ReadyBadge ready={item.ready} zone={zone} />}
            {item.ready && marking && <ReadyButton pointer={item.pointer} ready={item.ready} name={name} onDone={(r) => marking(item, r)} />}
            {refused && (
              <span id={`${id}-why`} className="font-semibold text-ink-700">
                {qt.notPublishable}
              </span>
            )}
          </p>
        )}
        {missing && (
          <p id={`${id}-missing`} className="rounded-lg border border-warn-700/30 bg-warn-50 px-2 py-1 text-xs text-warn-700">
            {capitalised(lang, missing)}. {qt.wouldBeRefused}
          </p>
        )}
        <details className="pt-1">
          <summary className="w-fit cursor-pointer rounded-md py-1 text-sm font-semibold text-accent-700 hover:underline">{qt.difference}</summary>
          <div className="mt-2">
            <Difference changes={item.changes} names={names} schema={schema} whole />
          </div>
        </details>
      </div>
    </li>
  );
}
