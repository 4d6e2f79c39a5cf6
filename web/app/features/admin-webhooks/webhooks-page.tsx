import { useState } from "react";
import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, Section, Select, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import type { Kind, Webhook, WebhookList } from "./model";
import { SecretOnce } from "./secret-once";
import { useWebhookTexts } from "./texts";
import { WebhookCard } from "./webhook-card";

export async function webhooksLoader({ request }: ClientLoaderFunctionArgs) {
  return api<WebhookList>("/api/admin/webhooks", "GET", undefined, request.signal).catch((err: unknown) => signedInOnly(err, request));
}

/** WebhooksPage: the owner's webhooks and chat alerts, each with its
 * settings and delivery log, and a form to add one. */
export function WebhooksPage({ list }: { list: WebhookList }) {
  const { wt } = useWebhookTexts();
  usePageTitle(wt.title);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold">{wt.title}</h1>
      <p className="text-ink-700">{wt.intro}</p>
      {!list.available && <Notice tone="info">{wt.unavailable}</Notice>}
      {list.webhooks.length === 0 && list.available && <p className="text-ink-700">{wt.none}</p>}
      {list.webhooks.map((hook) => (
        <WebhookCard key={hook.id} hook={hook} events={list.events} />
      ))}
      {list.available && <AddWebhook kinds={list.kinds} events={list.events} />}
    </div>
  );
}

function AddWebhook({ kinds, events }: { kinds: Kind[]; events: string[] }) {
  const { wt } = useWebhookTexts();
  const { t } = useTexts();
  const action = useAction<{ webhook: Webhook; secret: string }>();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const [kind, setKind] = useState<Kind>(kinds[0] ?? "webhook");
  const problems = action.error?.problems ?? {};
  const created = action.outcome?.ok ? action.outcome.data : undefined;
  return (
    <Section title={wt.add}>
      <form
        method="post"
        className="space-y-4"
        onSubmit={action.onSubmit((form) =>
          api("/api/admin/webhooks", "POST", {
            kind,
            name: String(form.get("name")),
            url: String(form.get("url")),
            events: form.getAll("events").map(String),
            personal: form.get("personal") === "on",
          }),
        )}
      >
        <Select label={wt.kind} name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)} problem={problemText(problems.kind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {wt.kinds[k]}
            </option>
          ))}
        </Select>
        <TextInput label={wt.name} name="name" required problem={problemText(problems.name)} />
        <TextInput label={wt.url} name="url" type="url" required dir="ltr" hint={wt.urlHint} problem={problemText(problems.url)} />
        <EventChoice events={events} chosen={events.slice(0, 1)} problem={problemText(problems.events)} />
        {kind !== "webhook" && <PersonalChoice checked={false} />}
        {created?.secret && <SecretOnce secret={created.secret} />}
        {action.error && action.error.status !== 422 && <Notice tone="error">{errorText(action.error)}</Notice>}
        <button type="submit" className={primary} disabled={action.busy}>
          {action.busy ? t.settings.save : wt.create}
        </button>
      </form>
    </Section>
  );
}

/** EventChoice: the events a webhook is sent, as checkboxes named "events". */
export function EventChoice({ events, chosen, problem }: { events: string[]; chosen: string[]; problem?: string }) {
  const { wt } = useWebhookTexts();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{wt.events}</legend>
      {events.map((e) => (
        <label key={e} className="flex items-center gap-3">
          <input type="checkbox" name="events" value={e} defaultChecked={chosen.includes(e)} className="size-5 accent-accent-600" />
          <span>{wt.eventNames[e] ?? e}</span>
        </label>
      ))}
      {problem && <p className="text-sm font-semibold text-danger-700">{problem}</p>}
    </fieldset>
  );
}

/** PersonalChoice: whether a chat alert shows the visitor's e-mail and phone. */
export function PersonalChoice({ checked }: { checked: boolean }) {
  const { wt } = useWebhookTexts();
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" name="personal" defaultChecked={checked} className="mt-1 size-5 accent-accent-600" aria-describedby="personal-hint" />
      <span>
        <span className="block font-semibold">{wt.personal}</span>
        <span id="personal-hint" className="block text-sm text-ink-700">
          {wt.personalHint}
        </span>
      </span>
    </label>
  );
}
