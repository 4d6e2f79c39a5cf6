import type { RouteObject } from "react-router";
import { AdminErrorBoundary, AdminLayout, Loading, adminLoader, adminShouldRevalidate } from "./routes/admin";

/** The back office's screens. Each screen's module (routes/*.tsx) exports
 * what React Router's data router reads from a lazy route (loader,
 * Component, shouldRevalidate…), and loads with the first visit to it. */
export const routes: RouteObject[] = [
  {
    path: "/admin",
    loader: adminLoader,
    shouldRevalidate: adminShouldRevalidate,
    Component: AdminLayout,
    ErrorBoundary: AdminErrorBoundary,
    HydrateFallback: Loading,
    children: [
      { path: "login", lazy: () => import("./routes/login") },
      { path: "setup", lazy: () => import("./routes/setup") },
      { path: "invite", lazy: () => import("./routes/invite") },
      { path: "reset", lazy: () => import("./routes/reset") },
      {
        lazy: () => import("./routes/signed-in"),
        children: [
          { index: true, lazy: () => import("./routes/index") },
          { path: "leads", lazy: () => import("./routes/leads") },
          { path: "spam", lazy: () => import("./routes/spam") },
          { path: "leads/:id", lazy: () => import("./routes/lead") },
          { path: "agenda", lazy: () => import("./routes/agenda") },
          { path: "availability", lazy: () => import("./routes/availability") },
          { path: "analytics", lazy: () => import("./routes/analytics") },
          { path: "whatsapp", lazy: () => import("./routes/whatsapp") },
          { path: "studio", lazy: () => import("./routes/studio") },
          { path: "studio/history", lazy: () => import("./routes/studio-history") },
          { path: "studio/changes", lazy: () => import("./routes/studio-changes") },
          { path: "studio/:family/:key?", lazy: () => import("./routes/studio-item") },
          { path: "team", lazy: () => import("./routes/team") },
          { path: "account", lazy: () => import("./routes/account") },
          { path: "audit", lazy: () => import("./routes/audit") },
          { path: "settings", lazy: () => import("./routes/settings") },
          { path: "webhooks", lazy: () => import("./routes/webhooks") },
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
];
