import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type MediaMeta, Picture } from "../app/components/ui/picture";
import { screenSizes } from "../app/features/projects/project-gallery";
import { expect, test } from "./fixtures";

/** importPhoto puts a photo (1600 × 1000 unless size says) in the running
 * server's library with `site media import` and returns its id and meta (Go's
 * media.Meta, for the 1600 × 1000 one). */
function importPhoto(size = "1600x1000"): { id: string; meta: MediaMeta } {
  const database = process.env.E2E_DATABASE;
  if (!database)
    throw new Error(
      "E2E_DATABASE is not set: run through playwright.config.ts",
    );
  const file = join(mkdtempSync(join(tmpdir(), "picture-")), "photo.jpg");
  execFileSync("/usr/bin/convert", [
    "-size",
    size,
    "gradient:#1e3a8a-#f97316",
    file,
  ]);
  const out = execFileSync("../bin/site", [
    "media",
    "import",
    file,
    "--alt-en",
    "A photo",
    "--database",
    database,
  ]).toString();
  const id = /^(?:imported|already in the library) ([0-9a-f]{32})/.exec(
    out,
  )?.[1];
  if (!id) throw new Error(`site media import said: ${out}`);
  const widths = [160, 240, 320, 480, 800, 1200, 1600];
  return {
    id,
    meta: {
      width: 1600,
      height: 1000,
      widths,
      avifWidths: widths,
      formats: ["avif", "webp", "jpg"],
      placeholder: "",
      color: "#556677",
      focal: [0.5, 0.5],
    },
  };
}

test("the browser takes the AVIF at the width it needs, nothing moves, and a picture below the fold waits", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000); // the import encodes 21 files, AVIF's first compile included
  const { id, meta } = importPhoto();
  const lcp = renderToStaticMarkup(
    createElement(Picture, { id, meta, alt: "A photo", priority: true }),
  );
  const below = renderToStaticMarkup(
    createElement(Picture, { id, meta, alt: "Further down", sizes: "800px" }),
  );
  const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<script>window.__shifts = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts += e.value; })
  .observe({ type: "layout-shift", buffered: true });</script>
<style>body { margin: 0 } img { max-width: 100%; height: auto; display: block }</style></head>
<body><main>${lcp}<p>Text under the picture.</p><div style="height: 4000px"></div>${below}</main></body></html>`;
  // A page of the site's own origin, so the pictures come from the real /media/.
  await page.route(`${baseURL}/picture-test`, (route) =>
    route.fulfill({ contentType: "text/html", body: html }),
  );
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/media/")) asked.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/picture-test");
  const img = page.getByRole("img", { name: "A photo" });
  await expect
    .poll(() =>
      img.evaluate(
        (el: HTMLImageElement) => el.complete && el.naturalWidth > 0,
      ),
    )
    .toBe(true);
  expect(
    await img.evaluate(
      (el: HTMLImageElement) => new URL(el.currentSrc).pathname,
    ),
  ).toBe(`/media/${id}-480.avif`);
  expect(
    await page.evaluate(
      () => (window as unknown as { __shifts: number }).__shifts,
    ),
  ).toBe(0);
  expect(asked).toEqual([`/media/${id}-480.avif`]);

  await page
    .getByRole("img", { name: "Further down" })
    .scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toBe(`/media/${id}-800.avif`);
});

test("a phone screen on a phone is fetched near the size it is drawn, not twice as wide", async ({
  browser,
  baseURL,
}) => {
  // Lighthouse's phone: 412 px at 1.75 device pixels. A phone screen is
  // drawn 144 px wide there, 252 device px; before the small widths it took
  // the 480 (uses-responsive-images failed), now the 320.
  test.setTimeout(240_000); // the import encodes 18 files, AVIF's first compile included
  const { id } = importPhoto("1170x2532");
  const meta: MediaMeta = {
    width: 1170,
    height: 2532,
    widths: [160, 240, 320, 480, 800, 1170],
    avifWidths: [160, 240, 320, 480, 800, 1170],
    formats: ["avif", "webp", "jpg"],
    placeholder: "",
    color: "#556677",
    focal: [0.5, 0.5],
  };
  const screen = renderToStaticMarkup(
    createElement(Picture, { id, meta, alt: "A phone screen", sizes: screenSizes.phone, priority: true }),
  );
  const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<style>body { margin: 0 } img { display: block; width: 100%; height: auto }</style></head>
<body><main><div style="width: 9rem">${screen}</div></main></body></html>`;
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await page.route(`${baseURL}/phone-test`, (route) =>
    route.fulfill({ contentType: "text/html", body: html }),
  );
  await page.goto(`${baseURL}/phone-test`);
  const img = page.getByRole("img", { name: "A phone screen" });
  const taken = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const width = Number(/-(\d+)\.avif$/.exec(taken)?.[1]);
  const need = (await img.evaluate((el) => el.getBoundingClientRect().width)) * 1.75;
  expect(need).toBe(252);
  expect(width, `took ${taken} for ${need} device px`).toBeGreaterThanOrEqual(need);
  expect(width, `took ${taken} for ${need} device px`).toBeLessThanOrEqual(1.5 * need);
  await page.close();
});

for (const lang of ["en", "ar"]) {
  test(`/${lang}/project/2: the gallery's sizes say how wide each screen is drawn, from a small phone to a desktop`, async ({
    page,
  }) => {
    // The drawn screens sit in the same frames as uploaded ones, so their
    // boxes are what an uploaded screen's sizes must say.
    for (const width of [360, 390, 412, 700, 1100, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/project/2`);
      const frames = page.locator("#project-gallery + ul > li");
      await expect(frames).toHaveCount(3);
      const found = await frames.evaluateAll(
        (lis, sizes) => {
          // The width a sizes attribute picks at this viewport: the first
          // matching condition's length, measured on a probe.
          const evaluate = (list: string) => {
            const probe = document.createElement("div");
            probe.style.position = "absolute";
            document.body.append(probe);
            for (const part of list.split(",").map((p) => p.trim())) {
              const m = /^(\(.*?\))\s+(.+)$/.exec(part);
              if (m && !matchMedia(m[1]!).matches) continue;
              probe.style.width = m ? m[2]! : part;
              const w = probe.getBoundingClientRect().width;
              probe.remove();
              return w;
            }
            return NaN;
          };
          return lis.map((li) => {
            const kind = li.querySelector("figure > div[aria-hidden]") ? "web" : "phone";
            const drawn = li.querySelector("img")!.getBoundingClientRect().width;
            return { kind, drawn: Math.round(drawn), said: Math.round(evaluate(sizes[kind])) };
          });
        },
        { phone: screenSizes.phone, web: screenSizes.web },
      );
      expect(found.map((f) => f.kind).sort(), `at ${width} px`).toEqual(["phone", "phone", "web"]);
      for (const f of found) {
        // 100vw counts a desktop's scroll bar, which the page does not: up
        // to its width over, never under.
        expect(f.said, `${f.kind} screen at ${width} px`).toBeGreaterThanOrEqual(f.drawn);
        expect(f.said, `${f.kind} screen at ${width} px`).toBeLessThanOrEqual(f.drawn + 20);
      }
    }
  });
}
