export const home = {
  hero: {
    label: "Featured solutions",
    title: "Nuqta Studio: mobile and web apps built to grow your organisation",
    slideOf: "Slide {{current}} of {{total}}",
    previous: "Previous slide",
    next: "Next slide",
    startNow: "Start now",
    similarProjects: "Similar projects",
    slides: {
      business: {
        title: "Apps that help companies sell and grow",
        text: "From booking to loyalty programmes, we build the app your customers keep on their home screen and your team relies on every day.",
      },
      ecommerce: {
        title: "An online store that sells around the clock",
        text: "A fast store app with secure payments, order tracking and push offers, connected to the stock and delivery tools you already use.",
      },
      management: {
        title: "Run your organisation from one dashboard",
        text: "Staff, requests, approvals and reports in one clear system, with the permissions and audit trail a serious organisation needs.",
      },
      realEstate: {
        title: "Buy, sell and rent property with confidence",
        text: "Listings with maps, virtual tours, booking of viewings and contracts, for agencies, developers and property owners.",
      },
      nonprofit: {
        title: "Donation apps that build trust",
        text: "Transparent campaigns, recurring giving and clear impact reports that turn supporters into lifelong donors.",
      },
      custom: {
        title: "Your idea, built exactly as you imagine it",
        text: "Have something new in mind? We shape it with you, design it, build it and publish it to the App Store and Google Play.",
      },
    },
  },
  clients: {
    eyebrow: "Trusted by",
    title: "Clients who grow with us",
    lead: "Companies, organisations and charities across the region rely on our apps every day.",
    logosLabel: "Client logos",
    logoPlaceholder: "Logo",
    testimonialsTitle: "What our clients say",
    testimonialsLabel: "Client testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "Rated 5 out of 5",
    moreReviews: "Read all reviews",
  },
  statistics: {
    eyebrow: "In numbers",
    title: "Results that speak for us",
    collaborations_one: "Successful collaboration",
    collaborations_other: "Successful collaborations",
    downloads_one: "App download",
    downloads_other: "App downloads",
    reviews_one: "Positive review",
    reviews_other: "Positive reviews",
    publishedApps_one: "Published app",
    publishedApps_other: "Published apps",
  },
  whoWeAre: {
    eyebrow: "Who we are",
    title: "A team that builds your app as if it were our own",
    lead: "We are designers and engineers who have shipped apps for companies, organisations and charities. We listen first, plan openly and stay with you after launch.",
    features: {
      team: {
        title: "An experienced team",
        text: "Product designers, mobile and back-end engineers working together on every project, from the first sketch to the store.",
      },
      quality: {
        title: "Quality you can measure",
        text: "Automated tests, performance budgets and accessibility checks are part of every release, not an afterthought.",
      },
      support: {
        title: "Support after launch",
        text: "Updates, monitoring and new features: we keep your app healthy and growing long after it goes live.",
      },
    },
    consultation: "Get a free consultation",
    formLink: "Or send us your project details",
  },
  industries: {
    eyebrow: "Industries",
    title: "Industries we build for",
    lead: "Experience across sectors means we already know the questions your users will ask.",
  },
};
