// usage: node prof-tmp.mjs URL  (site must be running)
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const args = JSON.parse(readFileSync("chromium-flags.json", "utf8"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.goto(process.argv[2]); // warm the cache
await page.waitForTimeout(3000);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(4000);
const { profile } = await cdp.send("Profiler.stop");
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stack = (id) => { const s = []; for (let x = id; x; x = parent.get(x)) s.push(byId.get(x).callFrame); return s; };
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
// stretches of non-idle samples
const isIdle = (id) => ["(idle)", "(program)"].includes(byId.get(id).callFrame.functionName) ;
let runs = [], cur = null;
for (const s of samples) {
  if (byId.get(s.id).callFrame.functionName === "(idle)") { if (cur) { runs.push(cur); cur = null; } continue; }
  if (!cur) cur = { from: s.t, to: s.t, ss: [] };
  cur.to = s.t; cur.ss.push(s);
}
if (cur) runs.push(cur);
for (const r of runs.filter((r) => (r.to - r.from) / 1000 > 40)) {
  const self = new Map(), incl = new Map();
  for (const s of r.ss) {
    const cf = byId.get(s.id).callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + 1);
    const seen = new Set();
    for (const f of stack(s.id)) { const k2 = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`; if (seen.has(k2)) continue; seen.add(k2); incl.set(k2, (incl.get(k2) ?? 0) + 1); }
  }
  const ms = (n) => ((n * 200) / 1000).toFixed(1);
  console.log(`\n== run ${((r.from - profile.startTime) / 1000).toFixed(0)} ms, ${((r.to - r.from) / 1000).toFixed(0)} ms long`);
  console.log(" self:", [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${ms(v)}`).join(" | "));
  console.log(" incl:", [...incl].sort((a, b) => b[1] - a[1]).filter(([k]) => !/^\(root\)|^\(program\)/.test(k)).slice(0, 14).map(([k, v]) => `${k} ${ms(v)}`).join(" | "));
}
