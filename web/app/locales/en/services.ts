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
  cards: {
    realEstate: {
      text: "Property listings, project progress tracking and rental management for developers, contractors and agencies.",
    },
    nonprofit: {
      text: "Donation campaigns, volunteer management and transparent reporting for charities and foundations.",
    },
    wellMosque: {
      text: "Apps that let donors fund the drilling of a well or the building of a mosque, and follow every stage with photos.",
    },
    ecommerce: {
      text: "Fast shopping apps with secure payments, delivery tracking and offers that bring customers back.",
    },
    religious: {
      text: "Prayer times, Quran, remembrance and lessons in beautifully designed apps for daily use.",
    },
    custom: {
      text: "A new idea or a unique workflow? We design and build it exactly around your needs.",
    },
  },
  offeringsEyebrow: "How we can help",
  offeringsTitle: "Our service offerings",
  offerings: {
    customApps: {
      text: "Native-quality iOS and Android apps built from one codebase, designed around your users and your brand.",
      cta: "Discuss your app",
    },
    management: {
      text: "Internal apps and dashboards for staff, requests and approvals, with roles, reports and secure access.",
      cta: "Plan your system",
    },
    storeApps: {
      text: "Turn your shop into an app with catalogue, cart, payments, delivery tracking and push offers.",
      cta: "Launch your store app",
    },
    publishing: {
      text: "We prepare listings, screenshots and policies, and handle App Store and Google Play review for you.",
      cta: "Publish your app",
    },
  },
  ctaMessage: "Hello {{brand}}, I would like to talk about your “{{service}}” service.",
};
