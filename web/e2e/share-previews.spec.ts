import { expect, test } from "@playwright/test";
import { site } from "./site-data";

/** Every prerendered page of every language and variant, the not-found
 * pages too (their status is 404). */
const paths = site.languages.flatMap((lang) =>
  Object.values(site.variants).flatMap(({ prefix }) => [
    ...site.pages.map((p) => `${prefix}/${lang}/${p}`),
    ...site.projectIds.map((id) => `${prefix}/${lang}/project/${id}`),
    `${prefix}/${lang}/book/manage`,
    `${prefix}/${lang}/project/99`,
    `${prefix}/${lang}/no-such-page`,
  ]),
);

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

test("every page has a 1200 × 630 PNG share preview under 150 KB, its alt text, and the Organization data", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const checked = new Set<string>();
  for (const path of paths) {
    const page = await request.get(path);
    expect([200, 404], path).toContain(page.status());
    const html = await page.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
    const image = meta(html, "og:image");
    expect(image, `${path} og:image`).toMatch(new RegExp(`^${baseURL}/og/[a-z]{2}/[a-z0-9/-]+\\.png$`));
    expect(meta(html, "twitter:image"), path).toBe(image);
    expect(meta(html, "og:image:alt"), path).toBe(title);
    expect(meta(html, "twitter:image:alt"), path).toBe(title);
    expect(meta(html, "og:image:width"), path).toBe("1200");
    expect(meta(html, "og:image:height"), path).toBe("630");
    expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
    const org = /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@id":[^<]*"@type":"Organization"[^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(org ?? "{}"), path).toMatchObject({ name: site.brand, url: `${baseURL}/` });

    if (checked.has(image!)) continue;
    checked.add(image!);
    const png = await request.get(image!);
    expect(png.status(), image).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const body = await png.body();
    expect(body.subarray(1, 4).toString("latin1"), image).toBe("PNG");
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], image).toEqual([1200, 630]);
    expect(body.length, image).toBeLessThan(150 * 1024);
  }
  // The /a/ variant shares its default page's images: one per page and language.
  expect(checked.size).toBe(site.languages.length * (site.pages.length + site.projectIds.length + 3));
});
