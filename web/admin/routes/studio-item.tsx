import { useLoaderData, useParams } from "react-router";
import { FamilyPage } from "~/features/admin-studio/family-page";
import { ItemPage } from "~/features/admin-studio/item-page";
import { families } from "~/features/admin-studio/model";
import { studioLoader } from "~/features/admin-studio/studio-data";
import { Component as NotFound } from "./not-found";

export const loader = studioLoader;

/** /admin/studio/:family lists a list family's items or edits an object
 * family; /admin/studio/:family/:key edits one item ("new" adds one). */
export function Component() {
  const studio = useLoaderData<typeof loader>();
  const { family: name, key } = useParams();
  const family = families(studio).find((f) => f.name === name);
  if (!family || (!family.list && key)) return <NotFound />;
  if (family.list && !key) return <FamilyPage studio={studio} family={family} />;
  // Keyed by the item, so another item's page starts from its own state.
  return <ItemPage key={`${name}/${key ?? ""}`} studio={studio} family={family} itemKey={key ?? null} />;
}
