import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { axe } from "./axe";
import { expect } from "./fixtures";
import { createOwner, signIn, startAdminSite, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/** screenshot draws a small phone screenshot with ImageMagick: a gradient
 * and a white card, each its own, so the two differ in bytes (an asset is
 * its content hash). No text: the machine may have no fonts. */
function screenshot(
  dir: string,
  name: string,
  colours: string,
  card: string,
): string {
  const file = join(dir, name);
  execFileSync("/usr/bin/convert", [
    "-size",
    "300x600",
    `gradient:${colours}`,
    "-fill",
    "white",
    "-draw",
    `roundrectangle ${card} 12,12`,
    file,
  ]);
  return file;
}

const alts = [
  {
    en: "The booking screen",
    ar: "شاشة الحجز",
    fr: "L’écran de réservation",
    tr: "Rezervasyon ekranı",
  },
  {
    en: "The payment screen",
    ar: "شاشة الدفع",
    fr: "L’écran de paiement",
    tr: "Ödeme ekranı",
  },
];

/** The n-th image field named "Picture" (a case study's screen) and what it holds. */
const pictureField = (page: Page, n: number): Locator =>
  page.getByRole("group", { name: "Picture", exact: true }).nth(n);

test("a new project with two uploaded screenshots and alt text in four languages, published from the studio, is on /en/projects, /fr/project/10 and in the sitemap", async ({
  page,
}) => {
  // A site of its own: publishing changes every page of the site it serves.
  // A first publish renders every page: minutes on a loaded 2-core machine.
  test.setTimeout(720_000);
  const dir = mkdtempSync(join(tmpdir(), "studio-media-"));
  let site: LeadSite | undefined;
  try {
    site = await startAdminSite();
    await createOwner(site);
    const files = [
      screenshot(dir, "booking.png", "#6d28d9-#06b6d4", "24,80 276,200"),
      screenshot(dir, "payment.png", "#0b1026-#7c3aed", "24,360 276,560"),
    ];
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, site);
    await page.goto(`${site.url}/admin/studio/projects/new`);

    // The key is a free one already; the card's pictures are left out: its
    // card shows its first screen (issue 37, item 3).
    await expect(page.getByLabel("Key", { exact: true })).toHaveValue("10");
    await page.getByLabel("Completed (month)").fill("2026-10");
    await page.getByLabel("Duration (weeks)").fill("12");

    // Two screens, each uploaded through the media library's dialog.
    const addScreen = page.getByRole("button", { name: "Add Screens" });
    await addScreen.click();
    await addScreen.click();
    for (const [i, file] of files.entries()) {
      const field = pictureField(page, i);
      await field.getByRole("button", { name: "Choose a picture" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose a picture" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Upload a picture").setInputFiles(file);
      await expect(dialog).toBeHidden();
      await expect(
        field.getByRole("button", { name: "Change the picture" }),
      ).toBeVisible();
      const alt = field.getByRole("group", { name: "Alt text" });
      for (const [lang, text] of Object.entries(alts[i]!))
        await alt.locator(`[lang="${lang}"]`).fill(text);
      // Its size is the upload's own, never typed.
      await expect(page.getByLabel("Width").nth(i)).toHaveValue("300");
      await expect(page.getByLabel("Height").nth(i)).toHaveValue("600");
    }

    // Every other text of the new project, in every language.
    const empty = page.locator("main").locator("input[lang], textarea[lang]");
    for (const box of await empty.all()) {
      if ((await box.inputValue()) === "")
        await box.fill(`${await box.getAttribute("lang")} · Dixième projet`);
    }
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.waitForURL(/\/admin\/studio\/projects\/10$/);

    // A picture still processing would be left off the pages: wait for both.
    for (const i of [0, 1])
      await expect(
        pictureField(page, i).getByRole("button", {
          name: /^Focal point of the picture/,
        }),
      ).toBeVisible({ timeout: 120_000 });

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Publish the draft" })
      .getByLabel(/What changed/)
      .fill("New project: Dixième, with two screens");
    const started = Date.now();
    // The dialog checks the new project, the signed-in owner's own change.
    await page
      .getByRole("dialog", { name: "Publish the draft" })
      .getByRole("button", { name: "Publish 1 change" })
      .click();
    await expect(page.getByText(/^Live: /)).toBeVisible({
      timeout: 540_000,
    });
    console.log(
      `publish of a new project with two pictures: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const ids = await page.evaluate(async () => {
      const res = await fetch("/api/admin/content");
      const doc = (await res.json()) as {
        working: {
          projects: {
            id: number;
            study: { screens: { src: { media: string } }[] };
          }[];
        };
      };
      return doc.working.projects
        .find((p) => p.id === 10)!
        .study.screens.map((s) => s.src.media);
    });
    expect(ids).toHaveLength(2);

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${site.url}/en/projects`);
    await expect(
      visitor.locator('a[href="/en/project/10"]').first(),
    ).toBeVisible();
    // Its card shows its first screen, the uploaded picture.
    await expect(
      visitor
        .locator('li:has(a[href="/en/project/10"]) source[type="image/webp"]')
        .first(),
    ).toHaveAttribute("srcset", new RegExp(`/media/${ids[0]}-\\d+\\.webp`));
    await visitor.goto(`${site.url}/fr/project/10`);
    for (const [i, id] of ids.entries()) {
      const img = visitor.getByRole("img", { name: alts[i]!.fr });
      await expect(img).toBeVisible();
      const picture = visitor.locator("picture").filter({ has: img });
      await expect(
        picture.locator('source[type="image/avif"]'),
      ).toHaveAttribute("srcset", new RegExp(`/media/${id}-\\d+\\.avif`));
      await expect(
        picture.locator('source[type="image/webp"]'),
      ).toHaveAttribute("srcset", new RegExp(`/media/${id}-\\d+\\.webp`));
      await expect
        .poll(() =>
          img.evaluate(
            (el: HTMLImageElement) => el.complete && el.naturalWidth > 0,
          ),
        )
        .toBe(true);
    }
    const sitemap = await (
      await visitor.request.get(`${site.url}/sitemap.xml`)
    ).text();
    expect(sitemap).toContain(`${site.url}/fr/project/10`);
    await visitor.close();
  } finally {
    await page.close(); // before its server stops, which it would be polling
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.use({ actionTimeout: 30_000 });

async function speak(page: Page, site: LeadSite, lang: "en" | "ar") {
  expect(
    (
      await page.request.patch(`${site.url}/api/admin/me`, {
        data: { language: lang },
      })
    ).status(),
  ).toBe(200);
}

/** seriousIssues: axe's serious and critical findings, named. */
async function seriousIssues(page: Page, where: string): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
}

// The refused upload's 422, which the browser logs.
test.describe(() => {
  test.use({ allowConsole: [/status of 422/] });
  test("in the Arabic interface at 390 px: a refused upload says why, a photo is uploaded and picked, its focal point set by tap and arrow keys, its crop drawn around it", async ({
    page,
    adminSite,
  }, info) => {
    test.setTimeout(420_000);
    const dir = mkdtempSync(join(tmpdir(), "studio-media-"));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, adminSite);
    await speak(page, adminSite, "ar");
    try {
      await page.goto(`${adminSite.url}/admin/studio/testimonials/sara`);
      const field = page.getByRole("group", {
        name: "الصورة الشخصية",
        exact: true,
      });
      await field.getByRole("button", { name: "اختيار صورة" }).click();
      const dialog = page.getByRole("dialog", { name: "اختيار صورة" });
      await expect(dialog).toBeVisible();
      // Not a picture, whatever its name says: the server's reason, in Arabic.
      await dialog
        .getByLabel("رفع صورة")
        .setInputFiles({
          name: "notes.png",
          mimeType: "image/png",
          buffer: Buffer.from("just some words"),
        });
      await expect(dialog.getByRole("alert")).toHaveText(
        "هذا ليس نوع صورة يعرضه الموقع. استخدم JPEG أو PNG أو WebP أو AVIF أو SVG.",
      );
      expect(await seriousIssues(page, "dialog at 390 px")).toEqual([]);
      await page.screenshot({ path: info.outputPath("dialog-ar-390.png") });
      // Escape closes it, and the field is as it was.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(
        field.getByRole("button", { name: "اختيار صورة" }),
      ).toBeFocused();

      await field.getByRole("button", { name: "اختيار صورة" }).click();
      const photo = join(dir, "portrait.jpg");
      execFileSync("/usr/bin/convert", [
        "-size",
        "400x300",
        "gradient:#f59e0b-#0b1026",
        "-fill",
        "#ffffff",
        "-draw",
        "circle 300,90 330,120",
        photo,
      ]);
      await dialog.getByLabel("رفع صورة").setInputFiles(photo);
      await expect(dialog).toBeHidden();
      const focal = field.getByRole("button", {
        name: "نقطة تركيز الصورة: حرّكها بمفاتيح الأسهم",
      });
      await expect(focal).toBeVisible({ timeout: 120_000 });

      // A tap at three quarters across and a third down, then two steps left by keyboard.
      const box = (await field.locator("img").nth(1).boundingBox())!;
      await focal.click({
        position: { x: box.width * 0.75, y: box.height / 3 },
      });
      await expect(
        field.getByText(/^حُفظت نقطة التركيز عند 75٪ أفقيًا و33٪ عموديًا\.$/),
      ).toBeVisible();
      await focal.press("ArrowLeft");
      await focal.press("ArrowLeft");
      await expect(
        field.getByText("حُفظت نقطة التركيز عند 65٪ أفقيًا و33٪ عموديًا."),
      ).toBeVisible();
      const id = (
        await page.evaluate(
          async () =>
            (await (await fetch("/api/admin/media")).json()) as {
              assets: { id: string; focal: number[] }[];
            },
        )
      ).assets[0]!;
      expect(id.focal).toEqual([0.65, 0.33]);
      // The avatar's crop, drawn as the public Picture draws it.
      await expect(field.locator('img[data-crop="avatar"]')).toHaveCSS(
        "object-position",
        "65% 33%",
      );
      expect(await seriousIssues(page, "focal point at 390 px")).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
        "no sideways scrolling at 390 px",
      ).toBe(true);
      await field.screenshot({ path: info.outputPath("focal-ar-390.png") });
      await page.setViewportSize({ width: 1366, height: 900 });
      await field.screenshot({ path: info.outputPath("focal-ar-1366.png") });
      await field.getByRole("button", { name: "تغيير الصورة" }).click();
      await expect(dialog.getByText("مستخدمة هنا")).toBeVisible();
      expect(await seriousIssues(page, "dialog at 1366 px")).toEqual([]);
      await page.screenshot({ path: info.outputPath("dialog-ar-1366.png") });
      await page.keyboard.press("Escape");
    } finally {
      await speak(page, adminSite, "en");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
