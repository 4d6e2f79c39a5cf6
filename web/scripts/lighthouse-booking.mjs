// Makes the booking page offer free times, the way a team would: an owner
// made with `site users create`, signed in through the API, who takes
// meetings every day, from midnight to 23:30. lighthouse.mjs does it when it measures a
// booking page, so that the page measured is the one a visitor sees (the
// picker and the form), not a fresh database's "no free time".
import { execFileSync } from "node:child_process";

const owner = { email: "lighthouse@example.com", password: "lighthouse-measures-the-book-page", name: "Lighthouse" };

/** createHost makes the owner on database, before the server starts. */
export function createHost(bin, database) {
  execFileSync(bin, ["users", "create", "--email", owner.email, "--name", owner.name, "--role", "owner", "--database", database], { input: `${owner.password}\n` });
}

/** openHours signs in at base and opens the owner's hours: every day from
 * 00:00 to 23:30, in the agency's zone, no notice needed. */
export async function openHours(base) {
  const headers = { "Content-Type": "application/json", Origin: base };
  const signIn = await fetch(`${base}/api/auth/sign-in`, { method: "POST", headers, body: JSON.stringify({ email: owner.email, password: owner.password }) });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const session = { ...headers, Cookie: signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
  const send = async (path, method, body) => {
    const res = await fetch(`${base}${path}`, { method, headers: session, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { settings, members } = await send("/api/admin/booking", "GET");
  const me = members.find((m) => m.name === owner.name);
  await send("/api/admin/booking/settings", "PUT", { ...settings, noticeMinutes: 0 });
  const day = [{ from: "00:00", to: "23:30" }];
  await send(`/api/admin/booking/hosts/${me.id}`, "PUT", {
    id: me.id, name: owner.name, zone: settings.agencyZone, takesMeetings: true, weekly: Array(7).fill(day), dates: {}, videoLink: "https://meet.example.com/nuqta", phone: "",
  });
}
