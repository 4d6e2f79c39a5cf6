import type { MetaFunction } from "react-router";
import { LegalPage } from "~/features/legal/legal-page";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "privacy-policy", { description: messagesOf(args)?.legal.privacy.intro });

export default function PrivacyPolicyRoute() {
  return <LegalPage doc="privacy" />;
}
