/** The interface texts of the privacy policy and the terms of usage; what
 * they say is content (internal/content/default.json: privacy, terms). */
export const legal = {
  updated: "Last updated: {{date}}",
  questions: "Questions about this page? Write to us at",
};
