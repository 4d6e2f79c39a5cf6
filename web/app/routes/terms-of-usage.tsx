import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { LegalPage, legalMeta } from "~/features/legal/legal-page";
import type { loader } from "./terms-of-usage-loader";

export const meta: MetaFunction<typeof loader> = (args) => legalMeta(args);

export default function TermsOfUsageRoute() {
  const { legal } = useLoaderData<typeof loader>();
  return <LegalPage doc="terms" content={legal} />;
}
