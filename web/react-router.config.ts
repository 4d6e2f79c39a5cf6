import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: false,
  prerender: prerenderPaths,
  // scripts/check-public-bytes.mjs builds into directories of its own.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
} satisfies Config;
