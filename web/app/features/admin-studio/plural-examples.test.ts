import { describe, expect, it } from "vitest";
import { pluralExamples } from "./plural-examples";

describe("pluralExamples: a plural category named by the numbers that take it", () => {
  it("Arabic's six, in the interface language's words", () => {
    expect(
      ["zero", "one", "two", "few", "many", "other"].map((c) =>
        pluralExamples("ar", c, "en"),
      ),
    ).toEqual([
      "0",
      "1",
      "2",
      "3, 4, 5, …",
      "11, 12, 13, …",
      "100, 101, 102, …",
    ]);
    expect(pluralExamples("ar", "few", "ar")).toBe("3، 4، 5، …");
  });

  it("French's one takes 0 and 1, its many the millions", () => {
    expect(pluralExamples("fr", "one", "fr")).toBe("0, 1");
    expect(pluralExamples("fr", "many", "en")).toBe(
      "1,000,000, 2,000,000, 3,000,000, …",
    );
    expect(pluralExamples("en", "other", "tr")).toBe("0, 2, 3, …");
  });
});
