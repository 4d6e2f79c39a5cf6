import { AccountForm } from "~/features/admin-auth/account-form";

export function Component() {
  return <AccountForm kind="invitation" />;
}
