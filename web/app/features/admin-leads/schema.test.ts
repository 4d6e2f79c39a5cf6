import { describe, expect, it } from "vitest";
import schema from "../../../../internal/leads/schema.json";
import { parseFilters, statuses } from "./filters";
import { PER_PAGE } from "./inbox-loader";
import { nextStatuses } from "./workflow";

// The server validates by internal/leads/schema.json (its Go tests check
// that it enforces the same workflow and limits); these check that the back
// office reads the very same tables, so the two sides cannot drift apart.
describe("the back office agrees with schema.json", () => {
  it("lists the statuses in the workflow's order", () => {
    expect(statuses).toEqual(schema.workflow.statuses);
  });

  for (const [from, to] of Object.entries(schema.workflow.transitions)) {
    it(`offers from ${from} only the moves the server allows`, () => {
      expect(nextStatuses(from)).toEqual([from, ...to]);
    });
  }

  it("asks for the server's page size", () => {
    expect(PER_PAGE).toBe(schema.inbox.perPage);
    expect(PER_PAGE).toBeLessThanOrEqual(schema.inbox.perPageMax);
  });

  const allowed = { services: [], budgets: [], languages: [], variants: [] };
  for (const [key, max] of Object.entries(schema.inbox.maxLength)) {
    it(`keeps a ${key} filter of ${max} characters and drops one of ${max + 1}`, () => {
      const keep = "é".repeat(max);
      expect(parseFilters(new URLSearchParams({ [key]: keep }), allowed)).toMatchObject({ [key]: key === "assignee" ? "" : keep });
      expect(parseFilters(new URLSearchParams({ [key]: "a".repeat(max) }), allowed)).toMatchObject({ [key]: "a".repeat(max) });
      expect(parseFilters(new URLSearchParams({ [key]: "a".repeat(max + 1) }), allowed)).toMatchObject({ [key]: "" });
    });
  }
});
