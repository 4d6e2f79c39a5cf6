import { afterEach, describe, expect, it } from "vitest";
import { distinctValues } from "./distinct";

describe("distinctValues", () => {
  afterEach(() => {
    globalThis.__distinct = undefined;
  });

  it("lists each value once, sorted, leaving out items without it (the build's and the browser's way)", () => {
    const items = [{ s: "custom" }, { s: "ecommerce" }, { s: "custom" }, { s: undefined }, { s: "wellMosque" }];
    expect(distinctValues(items, "s")).toEqual(["custom", "ecommerce", "wellMosque"]);
  });

  it("asks the renderer's host when there is one, so a publish notes one read", () => {
    const asked: unknown[] = [];
    globalThis.__distinct = (list, field) => {
      asked.push(field);
      return ["from the host", list.length];
    };
    expect(distinctValues([{ s: "a" }], "s")).toEqual(["from the host", 1]);
    expect(asked).toEqual(["s"]);
  });
});
