import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { TextsProvider, type AdminLanguage } from "./texts";
import { ar } from "./texts/ar";
import { en } from "./texts/en";
import { useErrorText } from "./ui";

function errorText(lang: AdminLanguage, t: typeof en, error: ApiError) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TextsProvider lang={lang} t={t}>
      {children}
    </TextsProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current(error);
}

const throttled = (seconds: number) => new ApiError(429, "throttled", {}, {}, seconds);

describe("useErrorText", () => {
  it("counts the minutes to wait with the language's plural forms", () => {
    expect(errorText("ar", ar, throttled(60))).toContain("انتظر دقيقة واحدة");
    expect(errorText("ar", ar, throttled(120))).toContain("انتظر دقيقتين");
    expect(errorText("ar", ar, throttled(180))).toContain("انتظر 3 دقائق");
    expect(errorText("ar", ar, throttled(900))).toContain("انتظر 15 دقيقة");
    expect(errorText("en", en, throttled(0))).toBe("Too many attempts. Wait 1 minute, then try again.");
    expect(errorText("en", en, throttled(300))).toBe("Too many attempts. Wait 5 minutes, then try again.");
  });

  it("names other refusals by their code, and a lost connection as such", () => {
    expect(errorText("en", en, new ApiError(403, "owner_only", {}, {}))).toBe(en.errors.owner_only);
    expect(errorText("en", en, new ApiError(0, "whatever", {}, {}))).toBe(en.errors.network);
    expect(errorText("en", en, new ApiError(500, "whatever", {}, {}))).toBe(en.errors.generic);
  });
});
