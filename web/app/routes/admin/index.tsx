import { Navigate } from "react-router";
import { redirect } from "~/features/admin-core/router";

export function clientLoader() {
  return redirect("/admin/leads");
}

export default function AdminIndex() {
  return <Navigate to="/admin/leads" replace />;
}
