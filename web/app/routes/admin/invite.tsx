import { AccountForm } from "~/features/admin-auth/account-form";

export default function Invite() {
  return <AccountForm kind="invitation" />;
}
