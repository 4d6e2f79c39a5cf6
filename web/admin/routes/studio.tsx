import { useLoaderData } from "react-router";
import { studioLoader } from "~/features/admin-studio/studio-data";
import { StudioPage } from "~/features/admin-studio/studio-page";

export const loader = studioLoader;

export function Component() {
  return <StudioPage studio={useLoaderData<typeof loader>()} />;
}
