import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, type ClientLoaderFunctionArgs } from "react-router";
import { api, call, signedInOnly } from "~/features/admin-core/api";
import { formatDateTime, languageName } from "~/features/admin-core/format";
import { SearchIcon } from "~/features/admin-core/icons";
import { limits } from "~/features/admin-core/limits";
import { usePageTitle } from "~/features/admin-core/shell";
import { leadNameMax } from "~/features/admin-core/site";
import { fill, plural, useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Details, Notice, primary, secondary, Section, TextArea, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { useAnalyticsTexts } from "./texts";
import type { RefClick } from "./types";
import { analyticsWords, wordFor } from "./words";

const REF = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

/** refLoader looks up the reference in the URL (?ref=K7Q3), if any. */
export async function refLoader({ request }: ClientLoaderFunctionArgs) {
  const ref = (new URL(request.url).searchParams.get("ref") ?? "").trim().toUpperCase();
  if (!ref) return { ref, clicks: undefined, problem: undefined };
  if (!REF.test(ref)) return { ref, clicks: undefined, problem: "bad" as const };
  const result = await call(() => api<{ ref: string; clicks: RefClick[] }>(`/api/admin/whatsapp-refs/${ref}`, "GET", undefined, request.signal));
  if (result.ok) return { ref, clicks: result.data.clicks, problem: undefined };
  if (result.error.code === "ref_unknown") return { ref, clicks: undefined, problem: "unknown" as const };
  if (result.error.code === "ref_expired") return { ref, clicks: undefined, problem: "expired" as const };
  return signedInOnly(result.error, request);
}

export type RefData = Awaited<ReturnType<typeof refLoader>>;

/** WhatsAppRefPage: "where did this chat come from?" — the click behind a
 * reference, and a request made from it. */
export function WhatsAppRefPage({ data }: { data: RefData }) {
  const navigate = useNavigate();
  const { a, lang } = useAnalyticsTexts();
  const { search } = useLocation();
  usePageTitle(a.refs.title);
  const [value, setValue] = useState(data.ref);
  const find = (e: FormEvent) => {
    e.preventDefault();
    void navigate(`/admin/whatsapp?ref=${encodeURIComponent(value.trim().toUpperCase())}`);
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-ink-900">{a.refs.title}</h1>
        <p className="text-sm text-ink-700">{a.refs.intro}</p>
      </header>
      <form onSubmit={find} role="search" className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextInput label={a.refs.label} hint={a.refs.hint} name="ref" value={value} onChange={(e) => setValue(e.target.value)} maxLength={8} autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr" required className="block min-h-10 w-full rounded-lg border border-ink-400 bg-white px-3 font-mono text-lg uppercase tracking-widest text-ink-900" />
        </div>
        <button type="submit" className={`${primary} mb-6`}>
          <SearchIcon className="size-4" />
          {a.refs.find}
        </button>
      </form>
      <div key={search} className="space-y-4">
        {data.problem && <Notice tone="error">{data.problem === "bad" ? a.refs.bad : fill(a.refs[data.problem], { ref: data.ref })}</Notice>}
        {data.clicks && (
          <>
            <p role="status" className="text-sm font-semibold text-ink-700">{plural(lang, a.refs.clicks, data.clicks.length)}</p>
            {data.clicks.map((click) => <ClickCard key={click.id} refCode={data.ref} click={click} />)}
          </>
        )}
      </div>
    </div>
  );
}

function ClickCard({ refCode, click }: { refCode: string; click: RefClick }) {
  const { a, lang } = useAnalyticsTexts();
  const { t } = useTexts();
  const source = click.utmSource || click.referrerHost;
  const campaign = [click.utmMedium, click.utmCampaign].filter(Boolean).join(" / ");
  const rows: [string, React.ReactNode][] = [
    [a.refs.at, <time dateTime={click.at}>{formatDateTime(lang, click.at)}</time>],
    [a.refs.page, <bdi dir="ltr">{click.path}</bdi>],
    [a.refs.language, languageName(lang, click.lang)],
    [a.refs.variant, (t.variants as Record<string, string>)[click.variant] ?? click.variant],
    [a.refs.source, source ? <bdi dir="ltr">{source}</bdi> : a.direct],
    [a.refs.campaign, campaign ? <bdi dir="auto">{campaign}</bdi> : "—"],
    [a.refs.device, a.devices[click.device] ?? (click.device || "—")],
    [a.refs.button, click.buttonName ? wordFor(analyticsWords[lang].buttons, click.buttonName) : "—"],
  ];
  return (
    <Section title={`Ref ${refCode}`}>
      <Details rows={rows} />
      <div className="mt-5 border-t border-ink-100 pt-4">
        {click.leadId ? (
          <p className="text-sm">
            {a.refs.hasLead}{" "}
            <Link to={`/admin/leads/${click.leadId}`} className="font-semibold text-accent-600 underline">{a.refs.openLead}</Link>
          </p>
        ) : (
          <CreateLead refCode={refCode} clickId={click.id} />
        )}
      </div>
    </Section>
  );
}

function CreateLead({ refCode, clickId }: { refCode: string; clickId: number }) {
  const navigate = useNavigate();
  const { a } = useAnalyticsTexts();
  const [open, setOpen] = useState(false);
  const problem = useProblemText();
  const errorText = useErrorText();
  const action = useAction<{ id: string }>({ reload: false });
  const problems = action.error?.problems ?? {};
  if (!open) {
    return (
      <button type="button" className={secondary} onClick={() => setOpen(true)}>
        {a.refs.createLead}
      </button>
    );
  }
  const submit = action.onSubmit(async (form) => {
    const body: Record<string, unknown> = { clickId };
    for (const field of ["name", "phone", "note"]) {
      const value = String(form.get(field) ?? "").trim();
      if (value) body[field] = value;
    }
    const created = await api<{ id: string }>(`/api/admin/whatsapp-refs/${refCode}/lead`, "POST", body);
    await navigate(`/admin/leads/${created.id}`);
    return created;
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h3 className="font-semibold text-ink-900">{a.refs.createLead}</h3>
      <p className="text-sm text-ink-700">{a.refs.createIntro}</p>
      <TextInput label={a.refs.name} name="name" maxLength={leadNameMax} autoComplete="off" problem={problem(problems.name)} />
      <TextInput label={a.refs.phone} hint={a.refs.phoneHint} name="phone" type="tel" dir="ltr" autoComplete="off" problem={problem(problems.phone)} />
      <TextArea label={a.refs.note} name="note" maxLength={limits.noteMax} problem={problem(problems.note)} />
      {action.error && action.error.status !== 422 && <Notice tone="error">{action.error.code === "ref_has_lead" ? a.refs.hasLead : errorText(action.error)}</Notice>}
      <button type="submit" className={primary} disabled={action.busy}>
        {a.refs.createLead}
      </button>
    </form>
  );
}
