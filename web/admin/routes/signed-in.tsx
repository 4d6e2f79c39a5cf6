import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { Shell } from "~/features/admin-core/shell";
import { isAdminLanguage, rememberLanguage, textsFor, TextsProvider } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";

/** Every signed-in screen sits under this layout: it asks who is signed in
 * (401 → the sign-in page) and speaks the user's own language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const me = await api<Me>("/api/admin/me").catch((err: unknown) => signedInOnly(err, request));
  if (me.totpSetupRequired && new URL(request.url).pathname !== "/admin/account") throw redirect("/admin/account#two-factor");
  const lang = isAdminLanguage(me.language) ? me.language : "en";
  rememberLanguage(lang);
  return { me, lang, t: textsFor(lang) };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export function Component() {
  const { me, lang, t } = useLoaderData<typeof loader>();
  return (
    <TextsProvider lang={lang} t={t}>
      <Shell me={me}>
        <Outlet />
      </Shell>
    </TextsProvider>
  );
}
