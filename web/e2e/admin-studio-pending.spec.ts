import type { Browser, Page } from "@playwright/test";
import { axe } from "./axe";
import { expect } from "./fixtures";
import { createOwner, owner, signIn, startAdminSite, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/* Pending changes, chosen (issue 34): an owner's new testimonial without
   French and an editor's English edit of another are both unpublished; the
   editor's publish dialog lists both, checks only his own, shows the
   owner's disabled (not ready for review) and lacking French; he publishes
   his own, which goes live while the owner's stays a draft. Then "ready for
   review" from the Changes screen, and the dialog and the screen at 390 px
   in Arabic and 1366 px in French, scanned with axe. A site of its own:
   a publish changes every page a shared site serves. */

let site: LeadSite;
test.beforeAll(async () => {
  site = await startAdminSite();
  await createOwner(site);
});
test.afterAll(async () => {
  await site.stop();
});

const editor = { name: "Karim Nasser", email: "karim@example.com", password: "editor harbour lantern 7" };

/** addEditor invites Karim as an editor (the owner signed in on page) and accepts for him. */
async function addEditor(page: Page) {
  const invited = await page.request.post(`${site.url}/api/admin/invitations`, { data: { email: editor.email, role: "editor" }, headers: { Origin: site.url } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split("#")[1];
  const joined = await fetch(`${site.url}/api/auth/invitation/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ token, name: editor.name, password: editor.password, language: "en" }),
  });
  expect(joined.status, await joined.text()).toBe(201);
}

/** A new testimonial in every language but French. */
const nour = {
  id: "nour",
  flag: "eg",
  avatar: { skin: "#c68642", hair: "#2b1b0e", background: "#dbeafe" },
  name: { en: "Nour Mansour", ar: "نور منصور", tr: "Nour Mansour" },
  role: { en: "Founder", ar: "المؤسِّسة", tr: "Kurucu" },
  company: { en: "Bloom Bakery", ar: "مخبز بلوم", tr: "Bloom Fırını" },
  country: { en: "Egypt", ar: "مصر", tr: "Mısır" },
  text: { en: "They shipped our ordering app in six weeks.", ar: "سلّموا تطبيق الطلبات خلال ستة أسابيع.", tr: "Sipariş uygulamamızı altı haftada teslim ettiler." },
};

const khalidText = "They understood our rental process from the first call, and shipped on the day they promised.";

async function speak(page: Page, lang: "en" | "ar" | "fr") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

async function signedIn(browser: Browser, who?: typeof editor): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, site, who ?? owner);
  return page;
}

async function serious(page: Page, what: string) {
  const results = await axe(page).analyze();
  const found = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(found.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("an editor publishes his own change and leaves the owner's incomplete one a draft; the dialog in Arabic and French", async ({ browser }) => {
  test.setTimeout(180_000);
  const boss = await signedIn(browser);
  await addEditor(boss);

  await test.step("the owner saves a new testimonial without French; the editor changes Khalid's English text", async () => {
    const added = await boss.request.post(`${site.url}/api/admin/content/testimonials`, { data: { value: nour }, headers: { Origin: site.url } });
    expect(added.status(), await added.text()).toBe(201);
  });

  const page = await signedIn(browser, editor);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${site.url}/admin/studio/testimonials/khalid`);
  await page.getByRole("group", { name: "Text", exact: true }).locator('textarea[lang="en"]').fill(khalidText);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page.getByText("This item has changes not published yet.")).toBeVisible();

  await test.step("the publish dialog: both changes, only his own checked, the owner's disabled and lacking French", async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish the draft" });
    const mine = dialog.getByRole("checkbox", { name: "Testimonials › Khalid Al-Otaibi" });
    const theirs = dialog.getByRole("checkbox", { name: "Testimonials › Nour Mansour" });
    await expect(mine).toBeChecked();
    await expect(mine).toBeEnabled();
    await expect(theirs).not.toBeChecked();
    await expect(theirs).toBeDisabled();
    await expect(theirs).toHaveAccessibleDescription(/Someone else’s change, not ready for review/);
    await expect(theirs).toHaveAccessibleDescription(/French is missing: Name, Role, Company, Country, Text\. A publish of it would be refused\./);
    await expect(theirs).toHaveAccessibleDescription(/^Added · English, Arabic, Turkish · by Amira Haddad · /);
    const row = dialog.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: "Testimonials › Khalid Al-Otaibi" }) });
    await row.getByText("Difference from the live site").click();
    await expect(row.getByText(khalidText)).toBeVisible();
    await dialog.getByRole("button", { name: "Publish 1 change" }).click();
    await expect(page.getByText(/^Live: /)).toBeVisible({ timeout: 60_000 });
  });

  await test.step("his change is live, the owner's still a draft on the Changes screen", async () => {
    await expect.poll(async () => (await page.request.get(`${site.url}/en/home`)).text(), { timeout: 40_000 }).toContain(khalidText);
    expect(await (await page.request.get(`${site.url}/en/home`)).text()).not.toContain("Nour Mansour");
    await page.goto(`${site.url}/admin/studio/changes`);
    const list = page.getByRole("main").getByRole("list").first();
    await expect(list.getByRole("link", { name: "Testimonials › Nour Mansour" })).toBeVisible();
    await expect(list.getByRole("link", { name: /Khalid/ })).toHaveCount(0);
    const pending = (await (await page.request.get(`${site.url}/api/admin/content/pending`)).json()) as { items: { pointer: string }[] };
    expect(pending.items.map((i) => i.pointer)).toEqual(["/testimonials/nour"]);
  });

  await test.step("anyone marks an item ready for review, and takes the mark back", async () => {
    await page.getByRole("button", { name: "Mark ready for review: Testimonials › Nour Mansour" }).click();
    await expect(page.getByRole("main").getByText(/^marked by Karim Nasser, /)).toBeVisible();
    await page.getByRole("button", { name: "Undo “ready for review”: Testimonials › Nour Mansour" }).click();
    await expect(page.getByRole("button", { name: "Mark ready for review: Testimonials › Nour Mansour" })).toBeVisible();
  });

  await test.step("the dialog and the Changes screen at 390 px in Arabic and 1366 px in French: axe finds nothing serious, no sideways scrolling", async () => {
    const views = [
      { lang: "ar", width: 390, height: 844, publish: "نشر", difference: "الفرق عن الموقع المنشور", missing: "اللغة الفرنسية ناقصة" },
      { lang: "fr", width: 1366, height: 900, publish: "Publier", difference: "Différence avec le site en ligne", missing: "Il manque le français" },
    ] as const;
    for (const v of views) {
      await speak(page, v.lang);
      await page.setViewportSize({ width: v.width, height: v.height });
      await page.goto(`${site.url}/admin/studio/changes`);
      await expect(page.locator("html")).toHaveAttribute("lang", v.lang);
      await page.getByRole("main").getByText(v.difference).first().click();
      await serious(page, `changes in ${v.lang} at ${v.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `changes in ${v.lang}`).toBe(true);
      await page.getByRole("main").getByRole("button", { name: v.publish, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("checkbox")).toHaveCount(1);
      await expect(dialog.getByText(v.missing)).toBeVisible();
      await dialog.getByText(v.difference).click();
      await serious(page, `publish dialog in ${v.lang} at ${v.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `dialog in ${v.lang}`).toBe(true);
      await page.keyboard.press("Escape");
    }
  });
});
