/** The FAQ section's own texts; the questions and answers are content
 * (internal/content/default.json), read by the pages' loaders. */
export const faq = {
  eyebrow: "Questions and answers",
  title: "FAQ",
  description: "Everything clients usually ask before starting an app with us. Can’t find your question? Ask us on WhatsApp.",
};
