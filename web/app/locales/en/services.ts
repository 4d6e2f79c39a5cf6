export const services = {
  button: "See projects",
  buttonLabel: "See projects: {{service}}",
  start: "Start your project",
  startLabel: "Start your project: {{service}}",
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
