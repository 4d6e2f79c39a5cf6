import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches } from "react-router";
import { direction } from "~/config/site";
import { i18nFor } from "~/lib/i18n";
import { parsePath } from "~/lib/paths";
import type { Messages } from "~/locales/messages";
import { firstFont } from "~/styles/fonts";
import type { Route } from "./+types/root";
import "~/styles/app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The messages of the matched language route (routes/language-*.tsx and
 * routes/not-found-root.tsx carry them in their handle), so only the current
 * language's texts are loaded. */
function useMessages(): Messages | undefined {
  for (const m of useMatches()) {
    const handle = m.handle as { messages?: Messages } | undefined;
    if (handle?.messages) return handle.messages;
  }
  return undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang } = parsePath(useLocation().pathname);
  const messages = useMessages();
  return (
    <html lang={lang} dir={direction(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1026" />
        <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={firstFont(lang)} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        {messages ? <I18nextProvider i18n={i18nFor(lang, messages)}>{children}</I18nextProvider> : children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">{status}</h1>
      <p className="mt-4">Something went wrong. Please reload the page.</p>
    </main>
  );
}
