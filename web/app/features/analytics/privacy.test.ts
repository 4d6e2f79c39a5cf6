import { describe, expect, it } from "vitest";
import { trackingAllowed } from "./privacy";

describe("trackingAllowed", () => {
  it.each([
    ["no signal", {}, undefined, true],
    ["Do Not Track unset", { doNotTrack: "unspecified" }, undefined, true],
    ["Do Not Track off", { doNotTrack: "0" }, undefined, true],
    ["Global Privacy Control false", { globalPrivacyControl: false }, undefined, true],
    ["Global Privacy Control on", { globalPrivacyControl: true }, undefined, false],
    ["Do Not Track on", { doNotTrack: "1" }, undefined, false],
    ["Do Not Track on, old Firefox", { doNotTrack: "yes" }, undefined, false],
    ["Do Not Track on the window, old Safari and Edge", { doNotTrack: null }, { doNotTrack: "1" }, false],
  ])("%s", (_, nav, win, want) => {
    expect(trackingAllowed(nav, win)).toBe(want);
  });
});
