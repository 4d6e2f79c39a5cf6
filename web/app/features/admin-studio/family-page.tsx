import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { BackLink } from "./back-link";
import { api, call, type ApiError } from "~/features/admin-core/api";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { labelled } from "~/features/admin-core/format";
import { usePageTitle } from "~/features/admin-core/shell";
import { button, Notice, quiet, secondary, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { choiceName, itemName } from "./choice-names";
import { canHide, HiddenBadge, HiddenSwitch, isHidden, withHidden } from "./hidden";
import { dateField, getAt, moved, newestFirst, type FamilyInfo, type Studio } from "./model";
import { LanguageBadges } from "./status-badge";
import { familyLabel, useStudioTexts } from "./texts";

type Row = FamilyInfo["items"][number];

/** The families whose order the site ignores: one item per site, page,
 * section or call, each found by its key. */
const unordered = new Set(["contacts", "pages", "sections", "calls"]);

/** FamilyPage lists a list family's items: open, add, delete (confirmed),
 * reorder by dragging, with the Move up / Move down / Move to the top
 * buttons, or (a family with a date, the projects) by date, newest first;
 * each move announced and saved as a draft at once. */
export function FamilyPage({ studio, family }: { studio: Studio; family: FamilyInfo }) {
  const { st, lang } = useStudioTexts();
  const label = familyLabel(st, family.name);
  usePageTitle(label);
  const errorText = useErrorText();
  const problemText = useProblemText();
  const revalidator = useRevalidator();
  const [rows, setRows] = useState<Row[]>(family.items);
  const [base, setBase] = useState(studio.revisions[`/${family.name}`] ?? "");
  const [announce, setAnnounce] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const focusNext = useRef<string | null>(null);

  // Back to the saved order only when the loader's data is new (after a
  // revalidation) or another family is shown. The route builds `family`
  // afresh on every render, so following it would undo a move whose save has
  // not answered yet and take the focus from the button that made it.
  const [shown, setShown] = useState({ studio, name: family.name });
  if (shown.studio !== studio || shown.name !== family.name) {
    setShown({ studio, name: family.name });
    setRows(family.items);
    setBase(studio.revisions[`/${family.name}`] ?? "");
  }

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    // At the top or the bottom its button is disabled: the other one keeps the focus.
    const el = document.getElementById(id) as HTMLButtonElement | null;
    const other = id.startsWith("up-") ? `down-${id.slice(3)}` : `up-${id.slice(5)}`;
    (el?.disabled ? document.getElementById(other) : el)?.focus();
  });

  const min = family.node.min ?? 0;
  const max = family.node.max ?? Infinity;
  const title = (r: Row) => itemName(family, r.value, r.key, lang);
  // Where the site never reads the family's order, there is nothing to move.
  const ordered = !unordered.has(family.name);
  const keyed = family.node.of?.fields?.[family.node.key ?? ""]?.type === "enum";
  const where = (r: Row) => {
    const name = keyed ? choiceName(lang, family.name, r.key) : "";
    return name !== title(r) ? name : "";
  };
  const refused = (err: ApiError) => {
    const problem = Object.values(err.problems)[0];
    setError(problem ? problemText(problem) ?? "" : (errorText(err) ?? ""));
  };

  // Moves are saved one after the other, each from the revision the one
  // before it left: two quick presses of Move up must not race each other.
  const queue = useRef(Promise.resolve());
  const baseRef = useRef(base);
  baseRef.current = base;
  const move = (from: number, to: number, focusId?: string) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const name = title(rows[from]!);
    reorder(moved(rows, from, to), st.moved.replace("{name}", name).replace("{position}", String(to + 1)).replace("{total}", String(rows.length)), focusId);
  };
  const date = dateField(family.node);
  const byDate = date ? newestFirst(rows, (r) => getAt(r.value, date)) : rows;
  const reorder = (next: Row[], said: string, focusId?: string) => {
    setRows(next);
    setError(null);
    if (focusId) focusNext.current = focusId;
    queue.current = queue.current.then(async () => {
      const r = await call(() => api<{ revision: string }>(`/api/admin/content/${family.name}/order`, "PUT", { keys: next.map((x) => x.key), base: baseRef.current }));
      if (!r.ok) {
        revalidator.revalidate(); // back to the order as it is saved
        refused(r.error);
        return;
      }
      baseRef.current = r.data.revision;
      setBase(r.data.revision);
      setAnnounce(said);
    });
  };

  // Hiding or showing an item saves it at once (a draft, as a move is).
  const hide = async (r: Row, hidden: boolean) => {
    setError(null);
    const res = await call(() => api(`/api/admin/content${r.pointer}`, "PUT", { value: withHidden(r.value, hidden), base: studio.revisions[r.pointer] ?? "" }));
    if (!res.ok) refused(res.error);
    else setAnnounce(`${title(r)}: ${hidden ? st.hidden : st.shown}`);
    revalidator.revalidate();
  };

  const remove = async (close: () => void) => {
    if (!removing) return;
    const rev = studio.revisions[removing.pointer] ?? "";
    const r = await call(() => api(`/api/admin/content${removing.pointer}?base=${encodeURIComponent(rev)}`, "DELETE"));
    close();
    if (!r.ok) {
      refused(r.error);
      return;
    }
    setRemoving(null);
    revalidator.revalidate();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to="/admin/studio">{st.back}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{label}</h1>
        <div className="flex flex-wrap gap-2">
          {date && (
            <button type="button" className={secondary} disabled={byDate.every((r, i) => r === rows[i])} onClick={() => reorder(byDate, st.orderSaved)}>
              {st.newestFirst}
            </button>
          )}
          {rows.length < max && (
            <Link to={`/admin/studio/${family.name}/new`} className={secondary}>
              {st.add}
            </Link>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <ol className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-sm">
        {rows.map((r, i) => (
          <li
            key={r.pointer}
            draggable={ordered}
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, i);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            className={`flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:p-4 ${dragging === i ? "opacity-50" : ""} ${isHidden(r.value) ? "bg-ink-50" : ""}`}
          >
            {ordered && (
              <>
                <span aria-hidden="true" title={st.drag} className="cursor-grab select-none text-lg leading-none text-ink-400">
                  ⠿
                </span>
                <span className="w-6 text-sm text-ink-500" dir="ltr">
                  {i + 1}
                </span>
              </>
            )}
            <div className="min-w-0 flex-1">
              <Link to={`/admin/studio/${family.name}/${encodeURIComponent(r.key)}`} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline-offset-4 hover:underline sm:min-h-0" dir="auto">
                {title(r)}
              </Link>
              {/* A fixed item (a page, a section, a call) says where it shows. */}
              {where(r) && <p className="text-sm text-ink-600">{where(r)}</p>}
              <div className="mt-1 flex flex-wrap gap-1">
                {isHidden(r.value) && <HiddenBadge />}
                <LanguageBadges languages={studio.languages} status={studio.status[r.pointer] ?? {}} />
              </div>
              {family.node.hideable && (
                <div className="mt-2">
                  <HiddenSwitch hidden={isHidden(r.value)} name={title(r)} disabled={!canHide(rows.map((x) => x.value), min)} onChange={(h) => void hide(r, h)} />
                </div>
              )}
            </div>
            <div className="flex basis-full flex-wrap justify-end gap-1 sm:basis-auto">
              {ordered && rows.length > 2 && (
                <button type="button" aria-label={labelled(lang, st.moveTop, title(r))} className={quiet} disabled={i === 0} onClick={() => move(i, 0, `down-${r.key}`)}>
                  {st.moveTop}
                </button>
              )}
              {ordered && (
                <>
                  <button type="button" id={`up-${r.key}`} aria-label={labelled(lang, st.moveUp, title(r))} className={quiet} disabled={i === 0} onClick={() => move(i, i - 1, `up-${r.key}`)}>
                    {st.moveUp}
                  </button>
                  <button type="button" id={`down-${r.key}`} aria-label={labelled(lang, st.moveDown, title(r))} className={quiet} disabled={i === rows.length - 1} onClick={() => move(i, i + 1, `down-${r.key}`)}>
                    {st.moveDown}
                  </button>
                </>
              )}
              {rows.length > min && (
                <button
                  type="button"
                  className={`${button} text-danger-700 hover:bg-danger-50`}
                  aria-label={labelled(lang, st.delete, title(r))}
                  onClick={() => {
                    setRemoving(r);
                    dialog.current?.showModal();
                  }}
                >
                  {st.delete}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        ref={dialog}
        title={st.deleteTitle.replace("{name}", removing ? title(removing) : "")}
        body={st.deleteBody}
        cancel={st.cancel}
        confirm={st.delete}
        onConfirm={(close) => void remove(close)}
      />
    </div>
  );
}
