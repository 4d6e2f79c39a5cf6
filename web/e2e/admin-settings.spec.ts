import { expect, test } from "./fixtures";
import { createOwner, signIn, startAdminSite } from "./admin-helpers";

// The owner's browser is in Riyadh: with no zone chosen yet, the settings
// suggest it; a search narrows the list, by keyboard too, in English and Arabic.
test.use({ timezoneId: "Asia/Riyadh" });

test("the site time zone: the browser's suggested, then one found by a search", async ({ page }) => {
  test.setTimeout(90_000);
  const site = await startAdminSite();
  try {
    await createOwner(site);
    await signIn(page, site);
    await page.goto(`${site.url}/admin/settings`);
    const section = page.getByRole("region", { name: "Site time zone" });
    const zone = section.getByRole("combobox", { name: "Site time zone" });
    await expect(zone).toHaveValue("Asia/Riyadh");
    await expect(section.getByTestId("zone-suggestion")).toHaveText(/^Suggested from this browser: Riyadh \(\u2066UTC\+3\u2069\)\. Save to use it\.$/);
    // Likely cities come first, with their offsets.
    await expect(zone.locator("optgroup").first()).toHaveAttribute("label", "Likely cities");
    await expect(zone.locator("option", { hasText: "Istanbul" })).toHaveText(/Istanbul \(.UTC\+3.\)/);

    // Typing narrows the list and picks the first match; Enter does not submit.
    const search = section.getByRole("searchbox", { name: "Find a city or time zone" });
    await search.fill("new york");
    await search.press("Enter");
    await expect(section.getByRole("status").first()).toHaveText("1 time zone matches.");
    await expect(zone).toHaveValue("America/New_York");
    await search.fill("istan");
    await expect(zone).toHaveValue("Europe/Istanbul");
    await search.press("ArrowDown");
    await expect(zone).toBeFocused();
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByText("Saved.")).toBeVisible();
    const saved = await page.request.get(`${site.url}/api/admin/settings`);
    expect(await saved.json()).toEqual({ twoFactorRequired: false, timeZone: "Europe/Istanbul" });
    await page.reload();
    await expect(zone).toHaveValue("Europe/Istanbul");
    await expect(section.getByTestId("zone-suggestion")).toHaveCount(0);

    // In Arabic, right to left: the city found by its Arabic name.
    expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: "ar" }, headers: { Origin: site.url } })).status()).toBe(200);
    await page.reload();
    const arSection = page.getByRole("region", { name: "المنطقة الزمنية للموقع" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await arSection.getByRole("searchbox", { name: "ابحث عن مدينة أو منطقة زمنية" }).fill("الرياض");
    await expect(arSection.getByRole("combobox")).toHaveValue("Asia/Riyadh");
    await expect(arSection.getByRole("status").first()).toHaveText("منطقة زمنية واحدة مطابقة.");
  } finally {
    await page.close(); // before its server stops: a back-office screen polls it
    await site.stop();
  }
});
