import { chromium } from "@playwright/test";
const [base, path, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: "reduce" });
await page.goto(base + path, { waitUntil: "networkidle" });
// scroll through to trigger lazy images
for (let y = 0; y < 20000; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(60); }
await page.evaluate(() => window.scrollTo(0, 0));
await page.waitForTimeout(300);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const name = path.replaceAll("/", "_");
for (let y = 0, i = 0; y < h; y += 1100, i++) {
  await page.screenshot({ path: `/work/main/tmp/screenshots/sec${name}-${width}-${i}.png`, clip: { x: 0, y, width: Number(width), height: Math.min(1100, h - y) }, fullPage: true });
  console.log(`sec${name}-${width}-${i}.png`);
}
await browser.close();
