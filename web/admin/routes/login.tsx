import { LoginForm } from "~/features/admin-auth/login-form";

export function Component() {
  return <LoginForm />;
}
