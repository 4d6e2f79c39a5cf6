import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useLocation, useNavigate } from "react-router";
import { BackLink } from "./back-link";
import { itemName } from "./choice-names";
import { api, call } from "~/features/admin-core/api";
import { formatDateTime, languageName } from "~/features/admin-core/format";
import { usePageTitle } from "~/features/admin-core/shell";
import { fill } from "~/features/admin-core/texts";
import { Notice, primary, secondary, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { canHide, HiddenSwitch, isHidden, withHidden } from "./hidden";
import { ItemForm, shownPaths } from "./item-form";
import { changedTexts, emptyValue, getAt, newEntry, placeProblems, plan, typeset, unplaced, withoutEmpty, type Conflict, type FamilyInfo, type LanguageStatus, type Saved, type Studio } from "./model";
import { findOn, offersField, pagesOf } from "./pages";
import { fieldName } from "./pending";
import { linkTargets } from "./link-targets";
import { PagePreview } from "./page-preview";
import { allPages, Preview } from "./preview";
import { usePublishingTexts } from "./publishing-texts";
import { Publish } from "./publish";
import { ReadyControl, usePendingItem } from "./ready";
import { useSiteTimeZone } from "./schedule";
import { LanguageBadges } from "./status-badge";
import { familyLabel, fieldLabel, useStudioTexts } from "./texts";
import { initialLanguageView, readLanguageView, rememberLanguageView, shownLanguages, sourceChange, type LanguageView } from "./translation";
import { ConfirmedNote, LanguageViewControl, OutdatedHelp } from "./translation-status";

/** ItemPage edits one item (or an object family) as a draft: Save sends it
 * with the revision it started from; a 409 shows the other person's
 * version to load or knowingly replace. Leaving with unsaved changes asks
 * first. A key of "new" adds an item to the family. */
export function ItemPage({ studio, family, itemKey }: { studio: Studio; family: FamilyInfo; itemKey: string | null }) {
  const { st, lang } = useStudioTexts();
  const { pt } = usePublishingTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const isNew = itemKey === "new";
  const found = family.list ? family.items.find((i) => i.key === itemKey) : family.items[0];
  const node = family.list ? family.node.of! : family.node;
  // A new item's key is a free one, never an existing item's.
  const initial = useMemo(
    () => (!isNew ? found?.value : family.list ? newEntry(family.node, family.items.map((i) => i.value), studio.schema.plurals) : emptyValue(node, studio.schema.plurals)),
    [isNew, node, family, studio.schema.plurals, found],
  );
  const pointer = found?.pointer ?? `/${family.name}`;
  const index = isNew ? family.items.length : (found?.index ?? -1);

  const [value, setValue] = useState<unknown>(initial);
  const [saved, setSaved] = useState<string>(JSON.stringify(initial));
  const [base, setBase] = useState(studio.revisions[pointer] ?? "");
  const [status, setStatus] = useState<Record<string, LanguageStatus>>(studio.status[pointer] ?? {});
  const [outdated, setOutdated] = useState<Record<string, string[]>>(studio.outdated[pointer] ?? {});
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A new item, once added, opens at its own address: "Draft saved." comes
  // with it (the navigation's state), since the page starts afresh there.
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;
  const [notice, setNotice] = useState<{ tone: "error" | "success" | "info"; text: string } | null>(added ? { tone: "success", text: st.saved } : null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState(0);
  const zone = useSiteTimeZone();
  const leaving = useRef(false);
  // The item's unpublished change: "ready for review", and what changed in
  // the languages an outdated one is behind.
  const [pending, setPending] = usePendingItem(pointer, `${base} ${published}`, !isNew);
  // Every language's inputs, or one's: this browser's choice, else by width.
  const [view, setView] = useState<LanguageView>(() => initialLanguageView(readLanguageView(), globalThis.innerWidth ?? 1366, lang, studio.languages));
  // "Still correct": the one being confirmed, and those done since the last
  // save (their note keeps the button's place and focus).
  const [confirming, setConfirming] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<ReadonlyMap<string, "confirmed" | "current">>(new Map());
  const savedItem = useMemo(() => JSON.parse(saved) as unknown, [saved]);

  const dirty = JSON.stringify(value) !== saved;
  const title = isNew ? st.newItem : family.list ? itemName(family, value, itemKey ?? "", lang) : familyLabel(st, family.name);
  usePageTitle(title);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  const leaveDialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked") leaveDialog.current?.showModal();
    else leaveDialog.current?.close();
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const fields = plan(node, value, { key: family.list ? family.node.key : undefined, isNew }).filter((f) => f.kind !== "absent" || offersField(family.name, itemKey, f.name));
  const links = useMemo(() => linkTargets(allPages, pt.pages, studio.working, lang, st.linkDialog.project), [pt, studio.working, lang, st]);
  const placed = placeProblems(problems, family.name, index);
  const shown = shownPaths(fields, value, studio.languages, studio.schema.plurals);
  const elsewhere = { ...placed.other, ...unplaced(placed.fields, shown) };

  if (!found && !isNew) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-bold">{familyLabel(st, family.name)}</h1>
        <Notice tone="error">{errorText({ status: 404, code: "not_found" } as never)}</Notice>
        <Link to={`/admin/studio/${family.name}`} className={secondary}>
          {familyLabel(st, family.name)}
        </Link>
      </div>
    );
  }

  const save = async (from = base) => {
    setBusy(true);
    setNotice(null);
    // French is saved set as the public texts are; the form shows it so.
    const sent = typeset(node, value);
    const body = withoutEmpty(node, sent);
    const r = isNew
      ? await call(() => api<Saved>(`/api/admin/content/${family.name}`, "POST", { value: body }))
      : await call(() =>
          // From the revision it opened at, the item as it was then: a change
          // saved meanwhile to other fields or languages is merged, not a conflict.
          api<Saved>(`/api/admin/content${pointer}`, "PUT", from === base ? { value: body, base: from, original: withoutEmpty(node, JSON.parse(saved)) } : { value: body, base: from }),
        );
    setBusy(false);
    if (r.ok) {
      const now = r.data.merged ?? sent;
      setValue(now);
      setSaved(JSON.stringify(now));
      setBase(r.data.revision);
      setStatus(r.data.status);
      setOutdated(r.data.outdated ?? {});
      setProblems({});
      setConflict(null);
      setConfirmed(new Map());
      setNotice({ tone: "success", text: r.data.merged !== undefined ? st.savedMerged : st.saved });
      if (isNew) {
        leaving.current = true;
        await navigate(`/admin/studio/${family.name}/${encodeURIComponent(r.data.pointer.split("/").pop() ?? "")}`, { replace: true, state: { added: true } });
      }
      return;
    }
    const err = r.error;
    if (err.status === 409 && err.code === "conflict") {
      setConflict(err.body as unknown as Conflict);
      return;
    }
    if (err.status === 422) {
      setProblems(err.problems);
      setNotice({ tone: "error", text: st.fixBelow });
      return;
    }
    setNotice({ tone: "error", text: errorText(err) ?? "" });
  };

  /** confirm tells the server a language of a text is still correct as
   * saved (POST …/confirm): the item's status and outdated marks come back
   * as a save's do; the form's value and unsaved state stay as they are.
   * When it was not outdated any more (someone confirmed or translated
   * it meanwhile), the marks are read again. */
  const confirm = async (field: string, language: string) => {
    const key = `${field} ${language}`;
    const words = { field: fieldName(st, field), language: languageName(lang, language) };
    setConfirming(key);
    setNotice(null);
    const r = await call(() => api<Saved>("/api/admin/content/confirm", "POST", { pointer, field, language }));
    if (r.ok) {
      setStatus(r.data.status);
      setOutdated(r.data.outdated ?? {});
      setConfirmed((m) => new Map(m).set(key, "confirmed"));
      setNotice({ tone: "success", text: fill(st.translation.confirmed, words) });
    } else if (r.error.status === 422 && r.error.problems.language === "not_outdated") {
      const fresh = await call(() => api<Studio>("/api/admin/content"));
      if (fresh.ok) {
        setStatus(fresh.data.status[pointer] ?? {});
        setOutdated(fresh.data.outdated[pointer] ?? {});
      }
      setConfirmed((m) => new Map(m).set(key, "current"));
      setNotice({ tone: "info", text: fill(st.translation.alreadyCurrent, words) });
    } else {
      setNotice({ tone: "error", text: errorText(r.error) ?? "" });
    }
    setConfirming(null);
  };

  /** aside is what goes under a language's input of a text: for an
   * outdated one, what changed and "Still correct" (only while its input
   * is as saved); once confirmed, a note in the button's place. */
  const aside = (field: string, language: string, state: LanguageStatus) => {
    const key = `${field} ${language}`;
    const done = confirmed.get(key);
    if (state !== "outdated") return done ? <ConfirmedNote text={done === "confirmed" ? st.translation.confirmedHere : st.translation.currentHere} /> : null;
    const path = `${field}.${language}`;
    const asSaved = JSON.stringify(getAt(value, path)) === JSON.stringify(getAt(savedItem, path));
    return (
      <OutdatedHelp
        field={fieldName(st, field)}
        language={language}
        source={sourceChange(field, language, savedItem, outdated, pending, studio.languages)}
        schema={studio.schema}
        canConfirm={asSaved}
        busy={confirming !== null}
        onConfirm={() => void confirm(field, language)}
      />
    );
  };
  const texts = fields.some((f) => f.kind === "localized" || f.kind === "image");

  const backTo = family.list ? `/admin/studio/${family.name}` : "/admin/studio";
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <BackLink to={backTo}>{family.list ? familyLabel(st, family.name) : st.back}</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold" dir="auto">
            {title}
          </h1>
          {!isNew && (
            <p className="flex flex-wrap gap-1">
              <LanguageBadges languages={studio.languages} status={status} />
            </p>
          )}
          {!isNew && <ReadyControl pointer={pointer} item={pending} onItem={setPending} zone={zone} />}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {!isNew && <Preview pages={pagesOf(family.name, itemKey)} languages={studio.languages} unsaved={dirty} item={{ value: savedItem, on: findOn(family.name, itemKey) }} />}
          <Publish studio={studio} onDone={() => setPublished((n) => n + 1)} />
        </div>
      </div>

      <form
        className="space-y-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {conflict && <ConflictPanel conflict={conflict} mine={value} node={node} onReload={() => {
          setValue(conflict.current);
          setSaved(JSON.stringify(conflict.current));
          setBase(conflict.revision);
          setConflict(null);
        }} onOverwrite={() => void save(conflict.revision)} />}
        {Object.keys(elsewhere).length > 0 && (
          <Notice tone="error">
            {st.otherProblems}{" "}
            {Object.entries(elsewhere).map(([path, code]) => (
              <span key={path} className="block" dir="auto">
                {path.split(".").filter((x) => !/^\d+$/.test(x)).map((x) => fieldLabel(st, x)).join(" › ")}: {st.problems[code] ?? problemText(code)}
              </span>
            ))}
          </Notice>
        )}
        {texts && studio.languages.length > 1 && (
          <LanguageViewControl
            view={view}
            languages={studio.languages}
            onChange={(v) => {
              setView(v);
              rememberLanguageView(v);
            }}
          />
        )}
        {family.list && family.node.hideable && (
          <div className="space-y-1 rounded-xl bg-ink-50 p-3">
            <HiddenSwitch hidden={isHidden(value)} onChange={(h) => setValue(withHidden(value, h))} disabled={!canHide([...family.items.filter((i) => i.key !== itemKey).map((i) => i.value), {}], family.node.min)} />
            <p className="text-xs text-ink-600">{st.hiddenHint}</p>
          </div>
        )}
        {family.name === "pages" && itemKey && !isNew && <PagePreview page={itemKey} value={value} languages={shownLanguages(view, studio.languages)} />}
        <ItemForm plan={fields} value={value} onChange={setValue} schema={studio.schema} family={family.name} pages={links} languages={studio.languages} problems={placed.fields} outdated={outdated} view={view} aside={isNew ? undefined : aside} />
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink-100 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
          <button type="submit" className={primary} disabled={busy || (!dirty && !isNew)}>
            {busy ? st.saving : st.save}
          </button>
          <div aria-live="polite" className="min-w-0 flex-1">
            {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          </div>
        </div>
      </form>

      <dialog ref={leaveDialog} aria-labelledby="leave-title" onCancel={() => blocker.reset?.()} className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-float backdrop:bg-ink-950/60">
        <h2 id="leave-title" className="text-lg font-bold">
          {st.leaveTitle}
        </h2>
        <p className="mt-2 text-sm text-ink-700">{st.leaveBody}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondary} autoFocus onClick={() => blocker.reset?.()}>
            {st.stay}
          </button>
          <button type="button" className={`${secondary} text-danger-700`} onClick={() => blocker.proceed?.()}>
            {st.leave}
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** ConflictPanel: someone saved the item since it was opened. It shows
 * what differs, then the user loads their version or replaces it. */
function ConflictPanel({ conflict, mine, node, onReload, onOverwrite }: { conflict: Conflict; mine: unknown; node: Parameters<typeof changedTexts>[0]; onReload: () => void; onOverwrite: () => void }) {
  const { st, lang } = useStudioTexts();
  const diff = changedTexts(node, mine, conflict.current);
  const when = conflict.updatedAt ? formatDateTime(lang, conflict.updatedAt) : "";
  return (
    <section role="alert" aria-labelledby="conflict-title" className="space-y-3 rounded-xl border border-warn-700/40 bg-warn-50 p-4">
      <h2 id="conflict-title" className="font-bold text-ink-900">
        {st.conflictTitle}
      </h2>
      <p className="text-sm text-ink-800">{st.conflictBody.replace("{name}", conflict.updatedBy || st.someone).replace("{when}", when)}</p>
      {diff.length > 0 && (
        <dl className="space-y-2 text-sm">
          {diff.slice(0, 12).map((d) => (
            <div key={`${d.path}.${d.lang}`} className="rounded-lg bg-white p-2">
              <dt className="font-semibold">
                {d.path.split(".").filter((x) => !/^\d+$/.test(x)).map((x) => fieldLabel(st, x)).join(" › ")}
                {d.lang && ` · ${languageName(lang, d.lang)}`}
              </dt>
              <dd className="mt-1 grid gap-1 sm:grid-cols-2">
                <span>
                  <span className="block text-xs text-ink-600">{st.theirs}</span>
                  <span lang={d.lang || undefined} dir={d.lang === "ar" ? "rtl" : "auto"} className={d.lang === "ar" ? "font-arabic" : ""}>
                    {d.theirs}
                  </span>
                </span>
                <span>
                  <span className="block text-xs text-ink-600">{st.mine}</span>
                  <span lang={d.lang || undefined} dir={d.lang === "ar" ? "rtl" : "auto"} className={d.lang === "ar" ? "font-arabic" : ""}>
                    {d.mine}
                  </span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondary} onClick={onReload}>
          {st.reload}
        </button>
        <button type="button" className={`${secondary} text-danger-700`} onClick={onOverwrite}>
          {st.overwrite}
        </button>
      </div>
    </section>
  );
}
