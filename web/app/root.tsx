import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches } from "react-router";
import { direction } from "~/config/site";
import { Analytics } from "~/features/analytics/analytics";
import { i18nFor, messagesFromMatches } from "~/lib/i18n";
import { parsePath } from "~/lib/paths";
import type { Messages } from "~/locales/messages";
import { firstFonts } from "~/styles/fonts";
import type { Route } from "./+types/root";
import "~/styles/app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The texts of the matched routes (see messagesFromMatches), so a page
 * loads its own language only, and page-specific texts only on that page. */
function useMessages(): Messages | undefined {
  return messagesFromMatches(useMatches());
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
        {firstFonts(lang).map((font) => (
          <link key={font} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={font} />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        {messages ? <I18nextProvider i18n={i18nFor(lang, messages)}>{children}</I18nextProvider> : children}
        <Analytics />
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
