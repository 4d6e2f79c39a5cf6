import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextsProvider } from "../admin-core/texts";
import { en } from "../admin-core/texts/en";
import { LeadDetails } from "./lead-details";
import type { Lead } from "./types";

// Defect 8 (issue 26): the request page linked a lead's e-mail raw, so an
// address such as this one (accepted before "?", "&" and "%" were refused,
// and still in the database) added a Cc and a preset body to the mail.
describe("LeadDetails", () => {
  it("links the e-mail with nothing of it read as the link's fields", () => {
    const email = "x?cc=attacker%40evil.example&body=Pay%20here@example.com";
    const lead = {
      id: "l1",
      createdAt: "2026-11-02T09:00:00Z",
      name: "X",
      email,
      phone: "",
      phoneDisplay: "",
      company: "",
      service: "custom-apps",
      budget: "",
      contactMethod: "email",
      language: "en",
      variant: "default",
      message: "Hi",
      meetingTime: "",
      pagePath: "",
      consent: true,
      reply: { language: "en", email: "", whatsapp: "", phone: "" },
    } as unknown as Lead;
    render(
      <TextsProvider lang="en" t={en}>
        <LeadDetails lead={lead} />
      </TextsProvider>,
    );
    const href = new URL(
      screen.getByRole("link", { name: email }).getAttribute("href")!,
    );
    expect(href.protocol).toBe("mailto:");
    expect(href.search).toBe("");
    expect(decodeURIComponent(href.pathname)).toBe(email);
  });
});
