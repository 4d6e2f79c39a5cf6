import { AccountForm } from "~/features/admin-auth/account-form";

export default function Setup() {
  return <AccountForm kind="setup" />;
}
