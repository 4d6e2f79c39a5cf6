/** The navigation's entries, shared by the desktop bar and the mobile menu. */
export const primaryLinks = [
  { key: "home", rest: "/home" },
  { key: "projects", rest: "/projects" },
  { key: "services", rest: "/services" },
  { key: "about", rest: "/about" },
] as const;

export const otherLinks = [
  { key: "privacy", rest: "/privacy-policy" },
  { key: "terms", rest: "/terms-of-usage" },
  { key: "faq", rest: "/faq" },
] as const;
