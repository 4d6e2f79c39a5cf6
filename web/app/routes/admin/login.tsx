import { LoginForm } from "~/features/admin-auth/login-form";

export default function Login() {
  return <LoginForm />;
}
