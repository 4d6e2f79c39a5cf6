import { chromium } from "@playwright/test";
const [base, path, width, ...rest] = process.argv.slice(2);
const chunk = Number(process.env.CHUNK ?? 1400);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: "reduce" });
await page.goto(base + path, { waitUntil: "networkidle" });
await page.evaluate(() => document.fonts.ready);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const name = path.replaceAll("/", "_");
for (let y = 0, i = 0; y < h; y += chunk, i++) {
  const file = `/tmp/shot${name}-${width}-${i}.png`;
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(chunk, h - y) } });
  console.log(file);
}
await browser.close();
