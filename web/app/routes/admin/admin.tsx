import { Outlet, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { preferredLanguage, textsFor, TextsProvider } from "~/features/admin-core/texts";
import type { Route } from "./+types/admin";
import "~/features/admin-core/admin.css";

/* Route modules of the back office take their data as props (loaderData,
   error) and import from react-router only what the public pages import too
   (features/admin-core/router.ts says why), and export no HydrateFallback:
   its wrapper is code the public pages' shared chunk lacks; the root's
   default fallback shows while a loader runs. */

/** The back office's outer layout: texts in the language this browser last
 * used, for the pages before sign-in; the signed-in layout switches to the
 * user's own language. */
export function clientLoader() {
  const lang = preferredLanguage();
  return { lang, t: textsFor(lang) };
}

/** Only an explicit revalidation (a language change) reloads the texts, not
 * every navigation or filter change. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <TextsProvider lang={loaderData.lang} t={loaderData.t}>
      <div className="admin min-h-dvh bg-ink-50 text-ink-900">
        <Outlet />
      </div>
    </TextsProvider>
  );
}

/** Errors the screens do not handle themselves (a server fault, the network). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
