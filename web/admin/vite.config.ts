import tailwindcss from "@tailwindcss/vite";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/* The back office's own build (docs/decisions/0200-back-office-its-own-build.md):
   plain Vite with React Router's data router, written beside the public
   build in build/client, all its files under assets/admin/ and its shell as
   index.html, which the Go server serves for /admin and every path under it. */

const web = fileURLToPath(new URL("..", import.meta.url));
const client = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? "build"}/client`, import.meta.url));

/** The public build empties build/client; this build adds to it, so it
 * removes only what an earlier back-office build wrote. */
function replaceOwnFiles(): Plugin {
  return {
    name: "replace-own-files",
    apply: "build",
    buildStart() {
      rmSync(`${client}/assets/admin`, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [replaceOwnFiles(), tailwindcss()],
  resolve: { alias: { "~": `${web}app` } },
  publicDir: false,
  server: {
    port: 5174,
    // `make dev`: the Go server answers the API on API_ADDR.
    proxy: { "/api": `http://${process.env.API_ADDR ?? "127.0.0.1:8080"}` },
    fs: { allow: [fileURLToPath(new URL("../..", import.meta.url))] },
  },
  build: {
    outDir: client,
    emptyOutDir: false,
    assetsDir: "assets/admin",
    assetsInlineLimit: 0,
  },
});
