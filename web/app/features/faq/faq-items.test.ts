import { CircleHelp, Send } from "lucide-react";
import { describe, expect, it } from "vitest";
import { faqIcon } from "./faq-items";

describe("faqIcon", () => {
  it("gives a question its own icon, and one the agency added a question mark", () => {
    expect(faqIcon("request")).toBe(Send);
    expect(faqIcon("payment-terms")).toBe(CircleHelp);
    expect(faqIcon("constructor")).toBe(CircleHelp);
  });
});
