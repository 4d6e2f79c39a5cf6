import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type MediaMeta, Picture } from "../app/components/ui/picture";
import { expect, test } from "./fixtures";

/** importPhoto puts a 1600 × 1000 photo in the running server's library
 * with `site media import` and returns its id and meta (Go's media.Meta). */
function importPhoto(): { id: string; meta: MediaMeta } {
  const database = process.env.E2E_DATABASE;
  if (!database)
    throw new Error(
      "E2E_DATABASE is not set: run through playwright.config.ts",
    );
  const file = join(mkdtempSync(join(tmpdir(), "picture-")), "photo.jpg");
  execFileSync("convert", [
    "-size",
    "1600x1000",
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
  const widths = [480, 800, 1200, 1600];
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
  test.setTimeout(240_000); // the import encodes 12 files, AVIF's first compile included
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
