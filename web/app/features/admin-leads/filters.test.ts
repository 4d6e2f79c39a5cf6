import { describe, expect, it } from "vitest";
import { apiQuery, emptyFilters, exportQuery, filterSearch, hasFilters, parseFilters, withFilter } from "./filters";

const allowed = { services: ["ecommerce", "other"], budgets: ["under-5k"], languages: ["en", "ar"], variants: ["default", "a"] };

describe("inbox filters and the URL", () => {
  const cases = [
    { name: "empty query", query: "", want: emptyFilters },
    {
      name: "every filter",
      query: "status=contacted&service=ecommerce&budget=under-5k&language=ar&variant=a&assignee=me&source=direct&campaign=spring&from=2026-11-01&to=2026-11-23&q=abaya&page=3",
      want: { status: "contacted", service: "ecommerce", budget: "under-5k", language: "ar", variant: "a", assignee: "me", source: "direct", campaign: "spring", from: "2026-11-01", to: "2026-11-23", q: "abaya", page: 3 },
    },
    { name: "unknown values dropped", query: "status=closed&service=x&language=de&from=yesterday&page=-2", want: emptyFilters },
    { name: "page 1 and fractions ignored", query: "page=1.5", want: emptyFilters },
    { name: "source and campaign of the linked visit", query: "source=google.com&campaign=spring%20sale", want: { ...emptyFilters, source: "google.com", campaign: "spring sale" } },
    { name: "a campaign over 100 characters dropped", query: `campaign=${"x".repeat(101)}`, want: emptyFilters },
    { name: "search trimmed", query: "q=%20%20Sarah%20", want: { ...emptyFilters, q: "Sarah" } },
    { name: "search over 100 characters dropped", query: `q=${"x".repeat(101)}`, want: emptyFilters },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const got = parseFilters(new URLSearchParams(c.query), allowed);
      expect(got).toEqual(c.want);
    });
  }

  it("round-trips through the URL without defaults", () => {
    const filters = { ...emptyFilters, status: "new", q: "mosque", page: 2 };
    const search = filterSearch(filters);
    expect(search.toString()).toBe("status=new&q=mosque&page=2");
    expect(parseFilters(search, allowed)).toEqual(filters);
  });

  it("changing a filter goes back to page 1", () => {
    expect(withFilter({ ...emptyFilters, page: 4 }, "language", "ar")).toEqual({ ...emptyFilters, language: "ar", page: 1 });
  });

  it("asks the API for the inbox or the spam folder, paged", () => {
    expect(apiQuery({ ...emptyFilters, service: "other", page: 2 }, false, 25).toString()).toBe("service=other&page=2&spam=false&perPage=25");
    expect(exportQuery({ ...emptyFilters, status: "won", page: 5 }, true).toString()).toBe("status=won&spam=true");
  });

  it("tells whether anything besides the status filters", () => {
    expect(hasFilters({ ...emptyFilters, status: "new" })).toBe(false);
    expect(hasFilters({ ...emptyFilters, to: "2026-01-01" })).toBe(true);
  });
});
