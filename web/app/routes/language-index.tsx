import { Navigate } from "react-router";

/** "/{lang}" on the client goes to that language's home page (the server
 * redirects it before any page loads). */
export default function LanguageIndex() {
  return <Navigate to="home" replace />;
}
