import { describe, expect, it } from "vitest";
import { nextStatuses } from "./workflow";

describe("nextStatuses", () => {
  const cases = [
    { name: "new", current: "new", want: ["new", "contacted", "lost"] },
    { name: "contacted", current: "contacted", want: ["contacted", "qualified", "lost", "new"] },
    { name: "qualified", current: "qualified", want: ["qualified", "won", "lost", "contacted"] },
    { name: "won", current: "won", want: ["won", "qualified"] },
    { name: "lost", current: "lost", want: ["lost", "new", "contacted", "qualified"] },
    { name: "unknown stays alone", current: "archived", want: ["archived"] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(nextStatuses(c.current)).toEqual(c.want);
    });
  }
});
