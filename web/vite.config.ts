import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  // The build's year, for the copyright: the same in the prerendered HTML and
  // in the browser (app/build-constants.d.ts).
  define: { BUILD_YEAR: JSON.stringify(new Date().getUTCFullYear()) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: {
    // `make dev`: the Go server answers the API while Vite serves the pages.
    proxy: { "/api": "http://127.0.0.1:8080" },
    // The analytics catalogue and the form's options live beside the Go code
    // that validates against them (internal/); the pages import them too.
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
  },
  build: { assetsInlineLimit: 0 },
});
