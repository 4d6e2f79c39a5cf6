import type { MetaFunction } from "react-router";
import { ManagePage } from "~/features/consultation/booking/manage-page";
import { pageMeta } from "~/lib/meta";

/** The manage page is reached from a mail's link only: never indexed. */
export const meta: MetaFunction = (args) => [
  ...pageMeta(args).filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex" },
];

/** The booking's manage page: the booking of the link's token (in the
 * URL's fragment, which never reaches a server), to reschedule or cancel. */
export default function BookManageRoute() {
  return <ManagePage />;
}
