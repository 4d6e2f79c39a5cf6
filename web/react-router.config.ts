import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
