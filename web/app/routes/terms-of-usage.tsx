import type { MetaFunction } from "react-router";
import { LegalPage } from "~/features/legal/legal-page";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => {
  const messages = messagesOf(args);
  return pageMeta(args, "terms-of-usage", { description: messages?.legal.terms.intro.replace("{{brand}}", messages.meta.brand) });
};

export default function TermsOfUsageRoute() {
  return <LegalPage doc="terms" />;
}
