import { useRef, useState } from "react";
import { api } from "~/features/admin-core/api";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { formatDateTime } from "~/features/admin-core/format";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, quiet, secondary, Section, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { DeliveryLog } from "./delivery-log";
import type { Webhook } from "./model";
import { SecretOnce } from "./secret-once";
import { useWebhookTexts } from "./texts";
import { EventChoice, PersonalChoice } from "./webhooks-page";

/** WebhookCard: one webhook: whether it is on, its settings, a test, a
 * new secret, deleting it, and its delivery log. */
export function WebhookCard({ hook, events }: { hook: Webhook; events: string[] }) {
  const { wt, lang } = useWebhookTexts();
  const { t } = useTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const path = `/api/admin/webhooks/${encodeURIComponent(hook.id)}`;
  const save = useAction();
  const act = useAction<unknown>();
  const [logVersion, setLogVersion] = useState(0);
  const [secret, setSecret] = useState("");
  const [tested, setTested] = useState(false);
  const removeDialog = useRef<HTMLDialogElement>(null);
  const secretDialog = useRef<HTMLDialogElement>(null);
  const problems = save.error?.problems ?? {};
  const toggle = () => void act.run(() => api(path, "PATCH", { version: hook.version, enabled: !hook.enabled }));
  const test = () =>
    void act.run(() => api(`${path}/test`, "POST", {})).then((r) => {
      setTested(r.ok);
      setLogVersion((v) => v + 1);
    });
  const status = (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${hook.enabled ? "bg-success-50 text-success-700" : "bg-ink-100 text-ink-700"}`}>
      {hook.enabled ? wt.on : wt.off}
    </span>
  );
  return (
    <Section title={<bdi>{hook.name}</bdi>} actions={status}>
      <p className="mb-3 text-sm text-ink-700">
        {wt.kinds[hook.kind]} · <bdi dir="ltr">{hook.urlHint}</bdi>
      </p>
      {hook.offReason === "failing" && <Notice tone="error">{wt.offFailing}</Notice>}
      {hook.enabled && hook.failingSince && <Notice tone="info">{wt.failingSince.replace("{time}", formatDateTime(lang, hook.failingSince))}</Notice>}
      <div className="my-4 flex flex-wrap gap-2">
        <button type="button" className={secondary} onClick={toggle} disabled={act.busy}>
          {hook.enabled ? wt.turnOff : wt.turnOn}
        </button>
        <button type="button" className={secondary} onClick={test} disabled={act.busy || !hook.enabled}>
          {wt.test}
        </button>
        {hook.kind === "webhook" && (
          <button type="button" className={quiet} onClick={() => secretDialog.current?.showModal()}>
            {wt.newSecret}
          </button>
        )}
        <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} onClick={() => removeDialog.current?.showModal()}>
          {wt.remove}
        </button>
      </div>
      {tested && act.ok && <Notice tone="success">{wt.testSent}</Notice>}
      {act.error && <Notice tone="error">{errorText(act.error)}</Notice>}
      {secret && <SecretOnce secret={secret} />}
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">{wt.edit}</summary>
        <form
          method="post"
          className="mt-3 space-y-4"
          onSubmit={save.onSubmit((form) =>
            api(path, "PATCH", {
              version: hook.version,
              name: String(form.get("name")),
              url: String(form.get("url")),
              events: form.getAll("events").map(String),
              ...(hook.kind === "webhook" ? {} : { personal: form.get("personal") === "on" }),
            }),
          )}
        >
          <TextInput label={wt.name} name="name" defaultValue={hook.name} required problem={problemText(problems.name)} />
          <TextInput label={wt.urlKeep} name="url" type="url" dir="ltr" hint={wt.urlHint} problem={problemText(problems.url)} />
          <EventChoice events={events} chosen={hook.events} problem={problemText(problems.events)} />
          {hook.kind !== "webhook" && <PersonalChoice checked={hook.personal} />}
          {save.ok && <Notice tone="success">{wt.saved}</Notice>}
          {save.error && save.error.status !== 422 && <Notice tone="error">{errorText(save.error)}</Notice>}
          <button type="submit" className={primary} disabled={save.busy}>
            {wt.save}
          </button>
        </form>
      </details>
      <DeliveryLog hook={hook} version={logVersion} />
      <ConfirmDialog
        ref={removeDialog}
        title={wt.removeConfirm.replace("{name}", hook.name)}
        body={wt.intro}
        cancel={t.lead.cancel}
        confirm={wt.remove}
        onConfirm={(close) => {
          close();
          void act.run(() => api(path, "DELETE"));
        }}
      />
      <ConfirmDialog
        ref={secretDialog}
        title={wt.newSecret}
        body={wt.newSecretConfirm}
        cancel={t.lead.cancel}
        confirm={wt.newSecret}
        onConfirm={(close) => {
          close();
          void act.run(() => api<{ secret: string }>(`${path}/secret`, "POST", {})).then((r) => {
            if (r.ok) setSecret((r.data as { secret: string }).secret);
          });
        }}
      />
    </Section>
  );
}
