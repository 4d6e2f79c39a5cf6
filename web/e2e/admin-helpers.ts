import { createHmac } from "node:crypto";
import { expect, type Cookie, type Page } from "@playwright/test";
import { test as base } from "./fixtures";
import { startLeadSite, type LeadSite } from "./lead-site";

/** A key for the server's TOTP seeds, fixed so the specs are repeatable. */
export const TOTP_KEY = "6b".repeat(32);

export const owner = { name: "Amira Haddad", email: "amira@example.com", password: "quiet harbour lantern 42" };

/** startAdminSite: a site of its own (database, mail sink) with two-factor sign-in available. */
export function startAdminSite(): Promise<LeadSite> {
  return startLeadSite(["-totp-key", TOTP_KEY, "-trust-proxy"]);
}

/** setupToken waits for the first-run line on the server's stdout. */
export async function setupLink(site: LeadSite): Promise<string> {
  const find = () => site.stdout.map((l) => /(http\S+\/admin\/setup#[A-Za-z0-9_-]+)/.exec(l)?.[1]).find(Boolean);
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

/** createOwner creates the owner through the API (for specs about what comes after). */
export async function createOwner(site: LeadSite): Promise<void> {
  const token = (await setupLink(site)).split("#")[1];
  const res = await fetch(`${site.url}/api/auth/setup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ token, ...owner, language: "en" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** An owner signed in on a site of its own, one per worker. */
export const test = base.extend<Record<never, never>, { adminSite: LeadSite }>({
  adminSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startAdminSite();
      await createOwner(site);
      await use(site);
      await site.stop();
    },
    { scope: "worker" },
  ],
});

type Who = { email: string; password: string };

/** The sessions this worker signed in, by site and e-mail: a spec that is
 * not about signing in starts from one (Playwright's storageState, kept in
 * memory since each worker's sites are its own). */
const kept = new Map<string, Cookie[]>();

/** signIn opens the back office signed in as who: through the sign-in form
 * the first time in this worker, then with the session that sign-in made,
 * as long as the server still takes it (a password change ends it). */
export async function signIn(page: Page, site: LeadSite, who: Who = owner): Promise<void> {
  const key = `${site.url} ${who.email}`;
  const cookies = kept.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    if ((await page.request.get(`${site.url}/api/admin/me`)).ok()) {
      await page.goto(`${site.url}/admin/leads`);
      return;
    }
    kept.delete(key);
    await page.context().clearCookies();
  }
  await signInThroughForm(page, site, who);
  kept.set(key, await page.context().cookies(site.url));
}

/** signInThroughForm signs in with the form, a session of its own (for the
 * specs about signing in and sessions). */
export async function signInThroughForm(page: Page, site: LeadSite, who: Who = owner): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole("textbox", { name: /E-mail|البريد/ }).fill(who.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(who.password);
  await page.getByRole("button", { name: /^(Sign in|تسجيل الدخول)$/ }).click();
  await page.waitForURL(/\/admin\/leads/);
}

export interface LeadFields {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  service?: string;
  budget?: string;
  contactMethod?: string;
  message?: string;
  pagePath?: string;
}

let leadsSent = 0;

/** sendLead sends a consultation request as the public form does, each from
 * a visitor address of its own (the site takes -trust-proxy): the public
 * limit of 5 requests an address would otherwise refuse a spec's sixth. */
export async function sendLead(site: LeadSite, lead: LeadFields): Promise<string> {
  leadsSent++;
  const res = await fetch(`${site.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.${Math.floor(leadsSent / 250) % 250}.${(leadsSent % 250) + 1}` },
    body: JSON.stringify({
      service: "ecommerce",
      contactMethod: "email",
      message: "We would like an app for our customers, with online payments.",
      consent: true,
      pagePath: "/en/contact",
      fillTimeMs: 20_000,
      ...lead,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function base32(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** totp computes the RFC 6238 code (SHA-1, 6 digits, 30 s) an authenticator app shows at a time. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}
