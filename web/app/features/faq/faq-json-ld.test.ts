import { describe, expect, it } from "vitest";
import { jsonForScript } from "~/lib/structured-data";
import { faqStructuredData } from "./faq-json-ld";

describe("FAQ structured data", () => {
  it("is a schema.org FAQPage with one Question per item", () => {
    const data = faqStructuredData([{ question: "Q?", answer: "A <strong>b</strong><script>x</script>" }], "en");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A <strong>b</strong>" } }]);
  });
  it("serialises so that no text can close the script element", () => {
    const json = jsonForScript({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
