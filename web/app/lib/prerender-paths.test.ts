import { afterEach, describe, expect, it } from "vitest";
import { languages, pages, site } from "~/config/site";
import { siteContent } from "~/content/site-content";
import { BOOKING_MANAGE_REST, PROJECT_NOT_FOUND_ID, prerenderPaths } from "./prerender-paths";

afterEach(() => {
  globalThis.__siteContent = undefined;
});

const prefixes = Object.values(site.variants).map((v) => v.prefix);

describe("prerenderPaths", () => {
  it("lists every page, the booking's manage page and every project of the default content, in every language and variant", () => {
    const paths = prerenderPaths();
    for (const prefix of prefixes) {
      for (const lang of languages) {
        for (const page of pages) expect(paths).toContain(`${prefix}/${lang}/${page}`);
        for (const { id } of siteContent().projects) expect(paths).toContain(`${prefix}/${lang}/project/${id}`);
        expect(paths).toContain(`${prefix}/${lang}/project/${PROJECT_NOT_FOUND_ID}`);
        expect(paths).toContain(`${prefix}/${lang}${BOOKING_MANAGE_REST}`);
      }
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(1 + prefixes.length * languages.length * (pages.length + siteContent().projects.length + 3));
  });

  it("follows the content: a tenth project gets its page everywhere, a removed one loses it", () => {
    const projects = siteContent().projects;
    globalThis.__siteContent = { ...siteContent(), projects: [...projects.slice(1), { ...projects[0]!, id: 10 }] };
    const paths = prerenderPaths();
    for (const prefix of prefixes) {
      for (const lang of languages) {
        expect(paths).toContain(`${prefix}/${lang}/project/10`);
        expect(paths).not.toContain(`${prefix}/${lang}/project/1`);
      }
    }
  });
});
