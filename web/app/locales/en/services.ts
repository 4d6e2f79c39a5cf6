export const services = {
  eyebrow: "What we do",
  title: "Apps for every kind of organisation",
  lead: "Six areas where we have shipped apps that people use every day.",
  pageTitle: "Services that take your app from idea to store",
  pageLead: "Whatever you need to build, we design, develop, publish and maintain it with you, in Arabic, English and any language your users speak.",
  button: "See projects",
  buttonLabel: "See projects: {{service}}",
  start: "Start your project",
  startLabel: "Start your project: {{service}}",
  offeringsEyebrow: "How we can help",
  offeringsTitle: "Our service offerings",
  offerings: {
    customApps: {
      cta: "Discuss your app",
    },
    management: {
      cta: "Plan your system",
    },
    storeApps: {
      cta: "Launch your store app",
    },
    publishing: {
      cta: "Publish your app",
    },
  },
  ctaMessage: "Hello {{brand}}, I would like to talk about your “{{service}}” service.",
};
