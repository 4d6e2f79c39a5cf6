/** The time chart's scales: hand-made, since a chart library would outweigh
 * the whole dashboard (docs/decisions/0131-analytics-dashboard-charts.md). */

/** niceTicks: 0 and up to `count` round steps (1, 2 or 5 × 10ⁿ) covering max. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Counts are whole: never a step under 1.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}

/** linear maps a value of [d0, d1] onto [r0, r1]; a zero-width domain maps to r0. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** labelIndexes: which of n points get an axis label, at most `most`, always
 * the first and the last, evenly spaced. */
export function labelIndexes(n: number, most: number): number[] {
  if (n <= 0) return [];
  if (n <= most) return Array.from({ length: n }, (_, i) => i);
  const step = Math.ceil((n - 1) / (most - 1));
  const out: number[] = [];
  for (let i = 0; i < n - 1; i += step) out.push(i);
  if (n - 1 - out[out.length - 1]! < step / 2) out.pop();
  out.push(n - 1);
  return out;
}

/** path draws a polyline through the points. */
export function path(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join("");
}
