import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";

export interface Session {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  device: string;
  current: boolean;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qr: string;
}

export async function accountLoader({ request }: ClientLoaderFunctionArgs) {
  return api<{ sessions: Session[] }>("/api/admin/sessions", "GET", undefined, request.signal).catch((err: unknown) => signedInOnly(err, request));
}
