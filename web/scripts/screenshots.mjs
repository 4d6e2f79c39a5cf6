// Takes full-page screenshots of pages at 390, 768 and 1366 px for looking at
// them: node scripts/screenshots.mjs http://127.0.0.1:8080 /en/home /ar/home
// Writes PNGs to ../tmp/screenshots/ (ignored by git). For the back office,
// SIGN_IN=email:password signs in first (an account made with `site users create`).
// LOCALE=ar (say) gives the browser that language (the back office follows it).
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,768,1366").split(",").map(Number);
const out = new URL("../../tmp/screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    reducedMotion: process.env.MOTION ? "no-preference" : "reduce",
    locale: process.env.LOCALE,
  });
  if (process.env.SIGN_IN) {
    const [email, ...rest] = process.env.SIGN_IN.split(":");
    const res = await page.request.post(`${base}/api/auth/sign-in`, { data: { email, password: rest.join(":") } });
    if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  }
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // Scroll through the page so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const file = `${out}${path.replaceAll("/", "_").replace(/^_/, "")}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
