/** The FAQ section's own texts; the questions and answers are content
 * (internal/content/default.json), read by the pages' loaders. */
export const faq = {
  eyebrow: "Questions and answers",
  title: "FAQ",
};
