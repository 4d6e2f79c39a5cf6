import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: false,
  prerender: prerenderPaths,
  // SITE_BUILD_DIR builds into another directory (admin/vite.config.ts follows it).
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // React Router 8's behaviours, taken now so that no future-flag warning is
  // left. Route module splitting stays off: it loads a page's component
  // apart from its route module, which changes when a client navigation
  // scrolls (the analytics spec's abandoned-form scroll depth caught it).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
