import { useRef, useState } from "react";
import { api, ApiError } from "~/features/admin-core/api";
import { formatAgo, formatDateTime } from "~/features/admin-core/format";
import { limits } from "~/features/admin-core/limits";
import { fill, useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { Notice, PasswordInput, primary, quiet, Section, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { creationOptions, credentialJSON, isCancelled, passkeysSupported } from "~/features/admin-core/webauthn";
import type { Passkey } from "./account-actions";
import { RecoveryCodes } from "./recovery-codes";
import { UsernameField } from "./username-field";

interface Ceremony {
  ceremony: string;
  options: Parameters<typeof creationOptions>[0];
}

/** createPasskey runs the whole registration: the password opens a
 * ceremony, the browser makes the credential, the server keeps it. A
 * dismissed prompt is an ApiError too, so the form shows it like any refusal. */
async function createPasskey(name: string, password: string) {
  if (!passkeysSupported()) throw new ApiError(0, "passkey_unsupported", {}, {});
  const begun = await api<Ceremony>("/api/admin/me/passkeys/begin", "POST", { password });
  let cred: Credential | null;
  try {
    cred = await navigator.credentials.create(creationOptions(begun.options));
  } catch (err) {
    if (isCancelled(err)) throw new ApiError(0, "passkey_cancelled", {}, {});
    throw new ApiError(0, "passkey_rejected", {}, {});
  }
  if (!cred) throw new ApiError(0, "passkey_cancelled", {}, {});
  return api<{ passkey: Passkey; recoveryCodes?: string[] }>("/api/admin/me/passkeys", "POST", {
    ceremony: begun.ceremony,
    name,
    credential: credentialJSON(cred as PublicKeyCredential),
  });
}

/** Passkeys: the user's passkeys (name, when added, when last used), adding
 * one with a name, and removing one after a confirmation. */
export function Passkeys({ me, passkeys }: { me: Me; passkeys: Passkey[] }) {
  const { t } = useTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const add = useAction<{ passkey: Passkey; recoveryCodes?: string[] }>();
  const [codesSeen, setCodesSeen] = useState(false);
  const codes = add.outcome?.ok ? add.outcome.data.recoveryCodes : undefined;

  return (
    <Section title={t.account.passkeys} id="passkeys">
      <div className="space-y-4">
        <p className="text-sm text-ink-700">{t.account.passkeysIntro}</p>
        {passkeys.length === 0 ? (
          <p className="text-sm">{t.account.passkeysNone}</p>
        ) : (
          <ul className="divide-y divide-ink-100" aria-label={t.account.passkeys}>
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} />
            ))}
          </ul>
        )}
        {codes && !codesSeen && <RecoveryCodes codes={codes} onDone={() => setCodesSeen(true)} />}
        {!me.passkeysAvailable ? (
          <p className="text-sm text-ink-700">{t.account.passkeysUnavailable}</p>
        ) : (
          <form
            method="post"
            noValidate
            className="space-y-4 border-t border-ink-100 pt-4"
            onSubmit={add.onSubmit((form) => {
              setCodesSeen(false);
              return createPasskey(String(form.get("name") ?? "").trim(), String(form.get("password") ?? ""));
            })}
          >
            <TextInput label={t.account.passkeyName} hint={t.account.passkeyNameHint} name="name" required maxLength={limits.passkeyNameMax} autoComplete="off" problem={problemText(add.error?.problems.name)} />
            <UsernameField email={me.email} />
            <PasswordInput label={t.account.confirmPassword} name="password" autoComplete="current-password" required problem={problemText(add.error?.problems.password)} />
            {add.ok && <Notice tone="success">{t.account.passkeyAdded}</Notice>}
            {add.error && add.error.status !== 422 && <Notice tone="error">{errorText(add.error)}</Notice>}
            <button type="submit" className={primary} disabled={add.busy}>
              {t.account.addPasskey}
            </button>
          </form>
        )}
      </div>
    </Section>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, lang } = useTexts();
  const errorText = useErrorText();
  const remove = useAction();
  const dialog = useRef<HTMLDialogElement>(null);
  const now = Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">{passkey.name}</p>
        <p className="text-ink-700">
          {fill(t.account.passkeyCreated, { when: formatDateTime(lang, passkey.createdAt) })} ·{" "}
          {passkey.lastUsedAt ? fill(t.account.passkeyUsed, { when: formatAgo(lang, passkey.lastUsedAt, now) }) : t.account.passkeyNeverUsed}
        </p>
        {remove.error && <Notice tone="error">{errorText(remove.error)}</Notice>}
      </div>
      <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} disabled={remove.busy} onClick={() => dialog.current?.showModal()}>
        {t.account.removePasskey}
      </button>
      <ConfirmDialog
        ref={dialog}
        title={fill(t.account.removePasskeyTitle, { name: passkey.name })}
        body={t.account.removePasskeyBody}
        cancel={t.account.cancel}
        confirm={t.account.removePasskey}
        onConfirm={(close) => {
          close();
          void remove.run(() => api(`/api/admin/me/passkeys/${encodeURIComponent(passkey.id)}`, "DELETE"));
        }}
      />
    </li>
  );
}
