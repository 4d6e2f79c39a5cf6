import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import type { Studio } from "./model";

/** studioLoader reads the working document with its revisions and status:
 * every studio screen starts from it. */
export async function studioLoader({ request }: ClientLoaderFunctionArgs): Promise<Studio> {
  try {
    return await api<Studio>("/api/admin/content", "GET", undefined, request.signal);
  } catch (err) {
    return signedInOnly(err, request);
  }
}
