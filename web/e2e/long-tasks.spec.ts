import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** Issue 38: a phone never waits for the page to wake up. Each key page is
 * loaded with Chromium's CPU slowed four times (as Lighthouse's mobile run
 * and a mid-range phone are), and the main thread's long tasks are recorded
 * from before the first script until the page is idle. The goal is no task
 * over 50 ms; the check fails on a page whose three loads in a row each
 * have a task over `budget`: on this two-core machine the system takes the
 * CPU from the browser now and then, for a load or two (CI once saw two
 * loads of /ar/home over 150 ms, 159 and 192), where a heavy import or a
 * synchronous loop in a section comes on every load (docs/decisions/0470). */
const budget = 150;
const loadsToFail = 3;
const paths = ["home", "projects", "project/6", "faq", "contact"];

interface Task {
  start: number;
  duration: number;
  scripts: string;
}

/** recordLongTasks, run before each document's scripts, keeps the
 * document's long tasks, and the scripts of the long animation frames
 * (Chromium's attribution) that overlap them. */
function recordLongTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __frames: PerformanceEntry[] };
  w.__longTasks = [];
  w.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => w.__frames.push(...list.getEntries())).observe({ type: "long-animation-frame", buffered: true });
}

async function longTasksOf(page: Page, path: string, lang: string): Promise<Task[]> {
  await page.goto(path, { waitUntil: "networkidle" });
  await hydrated(page, lang);
  // Idle twice: the effects' and the idle callbacks' own work has run.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 3000 }), { timeout: 3000 })));
  return page.evaluate(() => {
    type Frame = PerformanceEntry & { scripts?: { sourceURL: string; invoker: string; duration: number }[] };
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __frames: Frame[] };
    return w.__longTasks.map((t) => ({
      ...t,
      scripts: w.__frames
        .filter((f) => f.startTime < t.start + t.duration && f.startTime + f.duration > t.start)
        .flatMap((f) => f.scripts ?? [])
        .filter((s) => s.duration > 10)
        .map((s) => `${s.invoker} ${s.sourceURL.split("/").at(-1)} ${Math.round(s.duration)} ms`)
        .join("; "),
    }));
  });
}

// One language after the other: two loads side by side would take the CPU
// from each other.
test.describe.configure({ mode: "default" });

for (const lang of ["en", "ar"]) {
  test(`key pages in ${lang} load at 4x CPU without a task over ${budget} ms`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(recordLongTasks);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const report: string[] = [];
    const over: string[] = [];
    for (const path of paths.map((p) => `/${lang}/${p}`)) {
      // Loaded again while the last load had a task over the budget, up to
      // three loads: a task the page makes on every load, not the machine's.
      const loads: Task[][] = [];
      do loads.push(await longTasksOf(page, path, lang));
      while (loads.length < loadsToFail && loads.at(-1)!.some((t) => t.duration > budget));
      loads.forEach((tasks, i) => report.push(`${path}${i ? ` again (${i + 1})` : ""}: ${tasks.map((t) => `${t.duration} ms at ${t.start}`).join(", ") || "none"}`));
      if (loads.length === loadsToFail) {
        for (const t of loads.at(-1)!.filter((t) => t.duration > budget)) over.push(`${path}: ${t.duration} ms at ${t.start} ms (${t.scripts || "style, layout or parsing"})`);
      }
    }
    console.log(report.join("\n"));
    expect(over, `long tasks over ${budget} ms on ${loadsToFail} loads in a row`).toEqual([]);
  });
}
