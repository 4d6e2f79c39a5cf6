import { lazy, Suspense, useId, type ReactNode } from "react";
import { languageName, regionName } from "~/features/admin-core/format";
import { useProblemText, input, quiet, secondary } from "~/features/admin-core/ui";
import { fill } from "~/features/admin-core/texts";
import { choiceName } from "./choice-names";
import { emptyValue, dirOf, fieldStatus, getAt, isObj, isPercent, ltrInput, newEntry, percentShown, percentStored, setAt, withPictureSize, type FieldPlan, type LanguageStatus, type Schema, type SchemaNode } from "./model";
import type { LinkTarget } from "./link-targets";
import { pluralExamples } from "./plural-examples";
import { PictureDetails, PictureThumb } from "./focal-point";
import { ChoosePicture } from "./picture-chooser";
import { StatusBadge } from "./status-badge";
import { fieldLabel, useStudioTexts } from "./texts";
import { shownLanguages, type LanguageView } from "./translation";

// The rich text editor loads only where an HTML field is shown; until then
// the field is its plain textarea.
const RichText = lazy(() => import("./rich-text"));

interface FormProps {
  plan: FieldPlan[];
  value: unknown;
  onChange: (next: unknown) => void;
  schema: Schema;
  /** The family the item is in: names its enums' values ("steps/delivery"). */
  family: string;
  /** The pages a rich text's link may point at. */
  pages: LinkTarget[];
  languages: string[];
  /** The item's problems by their path inside it. */
  problems: Record<string, string>;
  /** The texts' outdated languages, by path inside the item. */
  outdated: Record<string, string[]>;
  /** Every language's inputs ("all", the default) or one language's. */
  view?: LanguageView;
  /** What goes under one language's input of a text (field: its path):
   * the item page's help for an outdated language. */
  aside?: (field: string, lang: string, status: LanguageStatus) => ReactNode;
}

/** ItemForm draws an item's inputs from its plan (model.ts: plan): every
 * text as its languages side by side (or the one language `view` chooses),
 * each input in its language's direction, its status and its problem
 * beside it, and under an outdated one what the page's `aside` gives. */
export function ItemForm(props: FormProps) {
  const lists = new Map(props.plan.filter((f) => f.kind === "list").map((f) => [f.path, f.node]));
  return (
    <div className="space-y-5">
      {props.plan.map((f) => (
        <Indent key={`${f.kind}:${f.path}`} depth={f.depth}>
          <PlanField field={f} list={lists.get(parentOf(f.path))} {...props} />
        </Indent>
      ))}
    </div>
  );
}

/** shownPaths are the problem paths the form puts beside an input. */
export function shownPaths(plan: FieldPlan[], value: unknown, languages: string[], plurals: Record<string, string[]>): Set<string> {
  const shown = new Set<string>();
  for (const f of plan) {
    shown.add(f.path);
    if (f.kind === "localized") {
      for (const lang of languages) {
        shown.add(`${f.path}.${lang}`);
        if (f.node.type === "plural") for (const c of plurals[lang] ?? []) shown.add(`${f.path}.${lang}.${c}`);
      }
    }
    if (f.kind === "image") {
      for (const p of ["media", "alt", "decorative"]) shown.add(`${f.path}.${p}`);
      if (isObj(getAt(value, f.path))) for (const lang of languages) shown.add(`${f.path}.alt.${lang}`);
    }
  }
  return shown;
}

/** byName sorts values by their names in the interface language. */
function byName(values: string[], name: (v: string) => string, ui: string): string[] {
  const collator = new Intl.Collator(ui);
  return values.toSorted((a, b) => collator.compare(name(a), name(b)));
}

/** lastIndex is the index a path ends with ("features.2" → 2), else -1. */
function lastIndex(path: string): number {
  const last = path.split(".").pop() ?? "";
  return /^\d+$/.test(last) ? Number(last) : -1;
}

/** listOf names the list a path's item is in ("study.screens.0.kind" →
 * "screens"), or undefined at the item's own level. */
function listOf(path: string): string | undefined {
  const parts = path.split(".");
  const at = parts.findLastIndex((part) => /^\d+$/.test(part));
  return at > 0 ? parts[at - 1] : undefined;
}

function parentOf(path: string): string {
  return path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
}

function Indent({ depth, children }: { depth: number; children: ReactNode }) {
  if (depth === 0) return <>{children}</>;
  return <div className={depth === 1 ? "border-s-2 border-ink-100 ps-3 sm:ps-4" : "border-s-2 border-ink-100 ps-3"}>{children}</div>;
}

function PlanField({ field: f, list, ...p }: FormProps & { field: FieldPlan; list: SchemaNode | undefined }) {
  const { st } = useStudioTexts();
  // A list's entry is named by the list and its place from 1: "Features 2".
  const index = list !== undefined ? lastIndex(f.path) : -1;
  const label = index >= 0 ? `${fieldLabel(st, parentOf(f.path).split(".").pop()!)} ${f.name}` : fieldLabel(st, f.name, f.depth === 0 ? p.family : "");
  const entries = index >= 0 ? ((getAt(p.value, parentOf(f.path)) as unknown[] | undefined) ?? []) : [];
  const remove =
    index >= 0 && entries.length > (list?.min ?? 0) ? (
      <button type="button" className={quiet} onClick={() => p.onChange(setAt(p.value, parentOf(f.path), entries.filter((_, i) => i !== index)))}>
        {st.removeEntry} <span className="sr-only">{label}</span>
      </button>
    ) : null;
  switch (f.kind) {
    case "group":
      return (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <h3 className="text-sm font-bold tracking-wide text-ink-700">{label}</h3>
          {remove}
          {f.node.optional && (
            <button type="button" className={quiet} onClick={() => p.onChange(setAt(p.value, f.path, undefined))}>
              {st.removeField.replace("{field}", label)}
            </button>
          )}
        </div>
      );
    case "absent":
      return (
        <button type="button" className={secondary} onClick={() => p.onChange(setAt(p.value, f.path, emptyValue(f.node, p.schema.plurals)))}>
          {st.addField.replace("{field}", label)}
        </button>
      );
    case "list": {
      const full = f.node.max !== undefined && f.count >= f.node.max;
      return (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <h3 className="text-sm font-bold text-ink-700">
            {label} <span className="font-normal text-ink-500">({f.count})</span>
          </h3>
          {!full && (
            <button type="button" className={secondary} onClick={() => p.onChange(setAt(p.value, f.path, [...((getAt(p.value, f.path) as unknown[]) ?? []), newEntry(f.node, (getAt(p.value, f.path) as unknown[]) ?? [], p.schema.plurals)]))}>
              {st.addEntry} <span className="sr-only">{label}</span>
            </button>
          )}
          <Problem code={p.problems[f.path]} />
        </div>
      );
    }
    case "localized":
      return <Localized label={label} path={f.path} node={f.node} extra={remove} {...p} />;
    case "image":
      return <ImageField label={label} path={f.path} node={f.node} extra={remove} {...p} />;
    case "scalar":
      return <Scalar label={label} path={f.path} node={f.node} readOnly={f.readOnly} extra={remove} {...p} />;
  }
}

function Problem({ code, id }: { code: string | undefined; id?: string }) {
  const problemText = useProblemText();
  const { st } = useStudioTexts();
  if (!code) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {st.problems[code] ?? problemText(code)}
    </p>
  );
}

/** Localized: one text's languages side by side (stacked on a phone). */
function Localized({ label, path, node, extra, ...p }: FormProps & { label: string; path: string; node: SchemaNode; extra: ReactNode }) {
  const { st, lang: ui } = useStudioTexts();
  const value = getAt(p.value, path);
  // A text that may run past a line of a wide screen is several lines.
  const long = node.type === "html" || (node.max ?? 0) > 100;
  // One language chosen: its input alone, full width (and any other whose
  // input has a problem); the others stay in the value.
  const shown = shownLanguages(p.view ?? "all", p.languages, path, p.problems);
  const columns = shown.length === 1 ? "" : shown.length === 2 ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-4";
  return (
    <FieldGroup label={label} extra={extra}>
      {node.type === "html" && <p className="text-xs text-ink-500">{st.htmlHint}</p>}
      {node.type === "plural" && <p className="text-xs text-ink-500">{st.pluralHint}</p>}
      <Problem code={p.problems[path]} />
      <div className={`grid gap-3 ${columns}`}>
        {shown.map((lang) => {
          const status = fieldStatus(value, lang, p.outdated[path]);
          const name = languageName(ui, lang);
          if (node.type === "plural") {
            return (
              <div key={lang} className="space-y-1.5 rounded-lg bg-ink-50 p-2">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">{name}</span>
                  <StatusBadge status={status} />
                </div>
                {(p.schema.plurals[lang] ?? []).map((category) => (
                  <LangInput key={category} label={fill(st.pluralFor, { numbers: pluralExamples(lang, category, ui) })} language={name} lang={lang} path={`${path}.${lang}.${category}`} node={node} long={false} {...p} />
                ))}
                <Problem code={p.problems[`${path}.${lang}`]} />
                {p.aside?.(path, lang, status)}
              </div>
            );
          }
          return <LangInput key={lang} label={name} lang={lang} path={`${path}.${lang}`} field={path} node={node} long={long} status={status} {...p} />;
        })}
      </div>
    </FieldGroup>
  );
}

/** FieldGroup: a field of several inputs, named by its label for screen
 * readers, with what goes beside the label (status, actions). */
function FieldGroup({ label, extra, children }: { label: string; extra: ReactNode; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-bold text-ink-900">
          {label}
        </p>
        {extra}
      </div>
      {children}
    </div>
  );
}

/** LangInput: one language of a text; `language` names it to screen
 * readers where the label alone does not (a plural's "For 1"). */
function LangInput({ label, language, lang, path, field, node, long, status, ...p }: FormProps & { label: string; language?: string; lang: string; path: string; field?: string; node: SchemaNode; long: boolean; status?: LanguageStatus }) {
  const id = useId();
  const { st } = useStudioTexts();
  const v = getAt(p.value, path);
  const text = typeof v === "string" ? v : "";
  const code = p.problems[path];
  const counter = node.max ? st.charCount.replace("{n}", String([...text].length)).replace("{max}", String(node.max)) : "";
  const common = {
    id,
    lang,
    dir: dirOf(lang),
    value: text,
    "aria-invalid": code ? true : undefined,
    "aria-describedby": code ? `${id}-problem` : undefined,
    // Every text grows with what it holds, never cut at the input's width.
    className: `${input} py-2 [field-sizing:content] ${long ? "min-h-24" : "resize-none"} ${lang === "ar" ? "font-arabic" : ""}`,
    onChange: (e: { target: { value: string } }) => p.onChange(setAt(p.value, path, e.target.value)),
  };
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {language && <span className="sr-only">{language}, </span>}
          {label}
        </label>
        {status && <StatusBadge status={status} />}
      </div>
      {node.type === "html" ? (
        <Suspense fallback={<textarea rows={8} {...common} />}>
          <RichText id={id} lang={lang} dir={dirOf(lang)} label={label} value={text} pages={p.pages} invalid={!!code} describedBy={common["aria-describedby"]} onChange={(html) => p.onChange(setAt(p.value, path, html))} />
        </Suspense>
      ) : long ? (
        <textarea rows={4} {...common} />
      ) : (
        // A one-line text that wraps when it is longer than its box: Enter
        // adds no line.
        <textarea rows={1} {...common} onKeyDown={(e) => e.key === "Enter" && e.preventDefault()} />
      )}
      <div className="flex justify-between gap-2">
        <Problem code={code} id={`${id}-problem`} />
        {counter && (
          <span dir="ltr" className="ms-auto text-xs text-ink-500">
            {counter}
          </span>
        )}
      </div>
      {field !== undefined && status && p.aside?.(field, lang, status)}
    </div>
  );
}

/** The input a scalar type is typed in, besides text. */
const inputTypes: Partial<Record<SchemaNode["type"], string>> = { color: "color", month: "month", url: "url", email: "email", phone: "tel" };

function Scalar({ label, path, node, readOnly, extra, ...p }: FormProps & { label: string; path: string; node: SchemaNode; readOnly: boolean; extra: ReactNode }) {
  const id = useId();
  const { st, lang: ui } = useStudioTexts();
  // A testimonial's flag is a country, named in the interface language;
  // another enum's value is named by the list it is in.
  const list = listOf(path) ?? p.family;
  const flag = path.split(".").pop() === "flag";
  const optionText = flag ? (x: string) => regionName(ui, x) : (x: string) => choiceName(ui, list, x);
  // Countries are found by name, in the interface language's order.
  const choices = flag ? byName(node.values ?? [], optionText, ui) : (node.values ?? []);
  const v = getAt(p.value, path);
  const code = p.problems[path];
  const described = [code && `${id}-problem`, readOnly && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const a = { id, "aria-invalid": code ? true : undefined, "aria-describedby": described };
  let control: ReactNode;
  switch (node.type) {
    case "enum":
      control = (
        <select className={input} value={String(v ?? "")} disabled={readOnly} onChange={(e) => p.onChange(setAt(p.value, path, e.target.value))} {...a}>
          {v === "" && <option value="">{st.choose}</option>}
          {choices.map((x) => (
            <option key={x} value={x}>
              {optionText(x)}
            </option>
          ))}
        </select>
      );
      break;
    case "bool":
      return (
        <div className="flex min-h-11 flex-wrap items-center gap-2 sm:min-h-0">
          <input type="checkbox" className="size-5 accent-accent-600" checked={v === true} onChange={(e) => p.onChange(setAt(p.value, path, e.target.checked ? true : undefined))} {...a} />
          <label htmlFor={id} className="text-sm font-semibold">
            {label}
          </label>
          {extra}
          <Problem code={code} id={`${id}-problem`} />
        </div>
      );
    case "int":
    case "number": {
      // A percentage is typed as one (40 for 40 %) and stored as a fraction.
      const percent = isPercent(p.value, path);
      const number = (
        <input
          type="number"
          dir="ltr"
          inputMode={node.type === "int" ? "numeric" : "decimal"}
          className={input}
          value={typeof v === "number" ? (percent ? percentShown(v) : v) : String(v ?? "")}
          readOnly={readOnly}
          min={node.min}
          max={percent ? undefined : node.max}
          step={node.type === "int" ? 1 : "any"}
          onChange={(e) => p.onChange(setAt(p.value, path, e.target.value === "" ? "" : percent ? percentStored(Number(e.target.value)) : Number(e.target.value)))}
          {...a}
        />
      );
      control = percent ? (
        <div dir="ltr" className="flex items-center gap-2">
          {number}
          <span aria-hidden="true" className="text-sm font-semibold text-ink-700">
            %
          </span>
        </div>
      ) : (
        number
      );
      break;
    }
    default:
      control = (
        <input
          type={inputTypes[node.type] ?? "text"}
          autoComplete={node.type === "email" || node.type === "phone" ? "off" : undefined}
          dir={ltrInput(node.type) ? "ltr" : "auto"}
          className={`${input} ${node.type === "color" ? "max-w-24 p-1" : ""} read-only:border-ink-100 read-only:bg-ink-50 read-only:text-ink-700`}
          value={String(v ?? "")}
          readOnly={readOnly}
          onChange={(e) => p.onChange(setAt(p.value, path, e.target.value))}
          {...a}
        />
      );
  }
  return (
    <div className="max-w-md space-y-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        {extra}
      </div>
      {control}
      {readOnly && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {st.keyHint}
        </p>
      )}
      <Problem code={code} id={`${id}-problem`} />
    </div>
  );
}

/** ImageField: the current picture, the media library to pick or upload
 * another, and for an uploaded one its alt text per language, its focal
 * point and the crops the pages make of it. */
function ImageField({ label, path, node, extra, ...p }: FormProps & { label: string; path: string; node: SchemaNode; extra: ReactNode }) {
  const id = useId();
  const { st } = useStudioTexts();
  const v = getAt(p.value, path);
  const src = typeof v === "string" ? v : "";
  const decorative = isObj(v) && v.decorative === true;
  return (
    <FieldGroup label={label} extra={extra}>
      <div className="flex flex-wrap items-start gap-4">
        {isObj(v) && typeof v.media === "string" ? (
          <PictureThumb id={v.media} />
        ) : src && /\.(svg|png|jpe?g|webp|avif)$/.test(src) ? (
          <img
            src={src}
            alt=""
            className="h-24 w-auto max-w-40 rounded-lg border border-ink-100 bg-ink-50 object-contain"
            onError={(e) => {
              const img = e.currentTarget;
              if (img.src.endsWith("-320.webp")) img.src = img.src.replace("-320.webp", "-160.webp");
            }}
          />
        ) : (
          <span className="flex h-24 w-32 items-center justify-center rounded-lg border border-dashed border-ink-300 text-xs text-ink-500">{st.noPicture}</span>
        )}
        {typeof v !== "object" || v === null ? (
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={id} className="text-sm font-semibold">
              {st.picturePath}
            </label>
            <input
              id={id}
              type="text"
              dir="ltr"
              className={input}
              value={typeof v === "string" ? v : ""}
              aria-invalid={p.problems[path] ? true : undefined}
              aria-describedby={p.problems[path] ? `${id}-problem` : undefined}
              onChange={(e) => p.onChange(setAt(p.value, path, e.target.value === "" && node.optional ? undefined : e.target.value))}
            />
            <Problem code={p.problems[path]} id={`${id}-problem`} />
          </div>
        ) : (
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-accent-600"
              checked={decorative}
              onChange={(e) => {
                const { alt: _alt, decorative: _d, ...rest } = v as Record<string, unknown>;
                p.onChange(setAt(p.value, path, e.target.checked ? { ...rest, decorative: true } : { ...rest, alt: {} }));
              }}
            />
            {st.decorative}
          </label>
        )}
        <ChoosePicture value={v} field={path.split(".").pop()!} languages={p.languages} onChange={(next, size) => p.onChange(withPictureSize(setAt(p.value, path, next), path, size))} />
      </div>
      {isObj(v) && <Problem code={p.problems[`${path}.media`] ?? p.problems[`${path}.alt`]} />}
      {isObj(v) && !decorative && <Localized label={st.altText} path={`${path}.alt`} node={{ type: "text", max: node.max }} extra={null} {...p} />}
      {isObj(v) && typeof v.media === "string" && <PictureDetails id={v.media} field={path.split(".").pop()!} />}
    </FieldGroup>
  );
}
