import { Navigate, redirect } from "react-router";

export function loader() {
  return redirect("/admin/leads");
}

export function Component() {
  return <Navigate to="/admin/leads" replace />;
}
