import { describe, expect, it } from "vitest";
import { textsFor } from "~/features/admin-core/texts";
import { deviceName } from "./device";

describe("deviceName: a session's device in the reader's words", () => {
  it.each([
    ["en", "Chrome on Linux", "Chrome on Linux"],
    ["fr", "Firefox on Windows", "Firefox sous Windows"],
    ["ar", "Safari on iOS", "Safari على iOS"],
    ["tr", "Headless Chrome on Linux", "Linux üzerinde Chrome"],
    ["fr", "Browser", "Un navigateur"],
    ["en", "Opera", "Opera"],
  ] as const)("%s: %s", (lang, device, want) => {
    expect(deviceName(textsFor(lang), device)).toBe(want);
  });
});
