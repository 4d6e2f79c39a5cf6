import { ResetForm } from "~/features/admin-auth/reset-form";

export function Component() {
  return <ResetForm />;
}
