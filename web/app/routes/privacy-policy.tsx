import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { LegalPage, legalMeta } from "~/features/legal/legal-page";
import type { loader } from "./privacy-policy-loader";

export const meta: MetaFunction<typeof loader> = (args) => legalMeta(args);

export default function PrivacyPolicyRoute() {
  const { legal } = useLoaderData<typeof loader>();
  return <LegalPage doc="privacy" content={legal} />;
}
