import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import { preferredLanguage, textsFor, TextsProvider } from "~/features/admin-core/texts";
import "~/features/admin-core/admin.css";

/** The back office's outer layout: texts in the language this browser last
 * used, for the pages before sign-in; the signed-in layout switches to the
 * user's own language. */
export function adminLoader() {
  const lang = preferredLanguage();
  return { lang, t: textsFor(lang) };
}

/** Only an explicit revalidation (a language change) reloads the texts, not
 * every navigation or filter change. */
export function adminShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export function AdminLayout() {
  const { lang, t } = useLoaderData<typeof adminLoader>();
  return (
    <TextsProvider lang={lang} t={t}>
      <div className="admin min-h-dvh bg-ink-50 text-ink-900">
        <Outlet />
      </div>
    </TextsProvider>
  );
}

/** What shows while the first screen's code and data load. */
export function Loading() {
  return (
    <p className="admin p-8 text-ink-500" role="status">
      {textsFor(preferredLanguage()).loading}
    </p>
  );
}

/** Errors the screens do not handle themselves (a server fault, the network). */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold">{status ?? "Error"}</h1>
      <p className="mt-4">Something went wrong. Reload the page to try again.</p>
      <p className="mt-2" lang="ar" dir="rtl">
        حدث خطأ ما. أعد تحميل الصفحة للمحاولة مرة أخرى.
      </p>
      <a className="mt-6 inline-block font-semibold text-accent-600 underline" href="/admin/leads">
        /admin/leads
      </a>
    </main>
  );
}
