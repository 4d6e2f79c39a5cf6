import { defineConfig } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4319);
// Playwright evaluates this file again in every worker; the workers inherit
// the environment of the first evaluation, so all agree on one directory.
// The run removes the directory it made when it ends (after the web server
// has stopped); one given in E2E_DATA_DIR is left alone.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), "site-e2e-"));
  process.env.E2E_DATA_DIR = made;
  process.on("exit", () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
/** The web server's database, which specs read with `site analytics report`. */
process.env.E2E_DATABASE = join(dataDir, "site.db");

/** Debian's Chromium headless shell (the package chromium-headless-shell:
 * the browser's engine without its window, as Playwright's own headless
 * runs use; a quarter less time than the whole browser here,
 * docs/decisions/0350), with the network chatter this machine refuses
 * switched off (DESIGN.md, "Browser tests here"; the flags are shared with
 * scripts/lighthouse.mjs, which runs the whole browser). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: JSON.parse(readFileSync(new URL("./chromium-flags.json", import.meta.url), "utf8")) as string[],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on two cores: the specs mostly wait (a server, a transition, a
  // mail), so a third worker fills the idle CPU; four took longer in CI
  // (564 s against 525 with three, docs/decisions/0350). E2E_WORKERS
  // overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 60_000,
  // Ten seconds for a web-first assertion, not five: on two cores with two
  // workers and their servers, a back-office screen can take more than five
  // to settle after a click.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    trace: "off",
  },
  // The long-task check runs last, alone: CPU taken by other workers would
  // stretch the tasks it times (docs/decisions/0470). `--no-deps` runs it
  // without the rest.
  projects: [
    { name: "site", testIgnore: /long-tasks\.spec\.ts/ },
    { name: "long tasks", testMatch: /long-tasks\.spec\.ts/, dependencies: ["site"] },
  ],
  // SITE_BIN runs another build of the binary (say, one with a deliberate fault).
  webServer: {
    command: `${process.env.SITE_BIN ?? "../bin/site"} -addr 127.0.0.1:${port} -base-url http://127.0.0.1:${port} -database ${process.env.E2E_DATABASE} -log-level warn`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 60_000,
  },
});
