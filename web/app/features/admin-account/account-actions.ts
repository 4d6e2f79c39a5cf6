import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import type { ReportPreference } from "./report";

export interface Session {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  device: string;
  current: boolean;
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qr: string;
}

export async function accountLoader({ request }: ClientLoaderFunctionArgs) {
  const [sessions, passkeys, report] = await Promise.all([
    api<{ sessions: Session[] }>("/api/admin/sessions", "GET", undefined, request.signal),
    api<{ passkeys: Passkey[] }>("/api/admin/me/passkeys", "GET", undefined, request.signal),
    api<ReportPreference>("/api/admin/me/report", "GET", undefined, request.signal),
  ]).catch((err: unknown) => signedInOnly(err, request));
  return { sessions: sessions.sessions, passkeys: passkeys.passkeys, report };
}
