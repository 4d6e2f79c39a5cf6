export const about = {
  title: "About Nuqta Studio",
  lead: "We are an app studio for companies, organisations and charities. Since our first project we have believed that a great app starts with listening, and that launch day is only the beginning.",
  howEyebrow: "How we work",
  howTitle: "Five clear steps from idea to launch",
  howLead: "You always know what we are doing, what comes next and when you will see it.",
  steps: {
    analysis: {
      title: "Idea analysis",
      text: "We study your goals, your users and your market, then agree on the features that matter most for the first release.",
    },
    design: {
      title: "Design",
      text: "Wireframes and a clickable prototype you can try on your phone before a single line of code is written.",
    },
    development: {
      title: "Development",
      text: "We build in short cycles and share a working version every week, so you can follow progress and give feedback.",
    },
    testing: {
      title: "Testing",
      text: "Automated and manual tests on real devices, for performance, security and accessibility.",
    },
    delivery: {
      title: "Delivery",
      text: "We publish your app to the stores, hand over everything you own, and stay with you for support and updates.",
    },
  },
  stepLabel: "Step {{number}}",
};
