/** Texts of the projects feature: the list, the detail page and the nine
 * projects (language-neutral data: features/projects/project-data.ts). */
export const projects = {
  section: {
    eyebrow: "Our work",
    title: "Our latest projects",
    description:
      "Apps we designed, built and published for stores, charities, car-rental companies and everyday users — each one live in the App Store and Google Play.",
    moreProjects: "More projects",
  },
  detail: {
    overview: "About the project",
    client: "Client",
    completionDate: "Completion date",
    technologies: "Technologies",
    order: "Order a similar project",
    orderMessage: "Hello {{brand}}, I would like to order a project similar to “{{project}}”.",
    appImageAlt: "Screens of the {{project}} app",
    navigation: "More projects",
    previous: "Previous project",
    next: "Next project",
    allProjects: "All projects",
    ctaTitle: "Have an idea like this one?",
    ctaText: "Tell us about it: we answer within one working day with a first estimate, free of charge.",
    ctaButton: "Contact us",
  },
  items: {
    p1: {
      title: "Khatwa — walking rewards",
      summary: "An app that turns daily steps into points and rewards from partner stores.",
      description:
        "Khatwa counts the user’s steps with the phone’s health data, turns them into points and lets people exchange them for discounts at partner stores. Weekly challenges, a friendly leaderboard and gentle reminders keep users moving; partners follow redemptions from their own dashboard.",
      client: "Khatwa Health Rewards",
      button: "Request Work Now",
    },
    p2: {
      title: "Sabeel — well drilling",
      summary: "A donation app where anyone can contribute to drilling a water well.",
      description:
        "Sabeel lets donors choose a well project, contribute any amount and follow the drilling step by step with photos and reports from the field. Group donations, receipts and reminders for recurring giving made contributions easier and more transparent for the foundation.",
      client: "Sabeel Charity Foundation",
      button: "Request Work Now",
    },
    p3: {
      title: "Attar — herbs and organic products",
      summary: "An online store for herbs, oils and organic products with fast delivery.",
      description:
        "Attar’s store presents hundreds of herbs, oils and organic products with clear descriptions of their uses. Customers search and filter, pay online or on delivery and track their orders; the team manages stock, offers and delivery zones from one place.",
      client: "Attar Organics",
      button: "Request Work Now",
    },
    p4: {
      title: "Lamsa — abayas and women’s fashion",
      summary: "A fashion store for abayas and modest women’s clothing.",
      description:
        "Lamsa brings the boutique’s abaya collections to the phone: sizes and fabrics in detail, a size guide, wish lists and new-collection alerts. Secure checkout and order tracking made mobile the store’s first sales channel within months.",
      client: "Lamsa Boutique",
      button: "Request Work Now",
    },
    p5: {
      title: "Hidaya — Islamic preaching",
      summary: "A preaching app with lessons, lectures and answers in several languages.",
      description:
        "Hidaya gathers the centre’s lessons, lectures and articles in several languages, with audio that keeps playing in the background and content saved for offline use. New Muslims and seekers can ask questions that the centre’s preachers answer inside the app.",
      client: "Hidaya Dawah Center",
      button: "Request Work Now",
    },
    p6: {
      title: "Rafiq — the daily Muslim companion",
      summary: "One app with 14 daily tools: prayer times, Qibla, adhkar and more.",
      description:
        "Rafiq puts 14 tools a Muslim uses every day in one light app: prayer times with the adhan, the Qibla direction, morning and evening adhkar, a tasbeeh counter, the Hijri calendar, the Quran and more. It works offline and adapts to the user’s location.",
      client: "Rafiq Apps",
      button: "Request Work Now",
    },
    p7: {
      title: "Lisan — AI translation",
      summary: "Instant AI translation of text, voice and photos in more than 100 languages.",
      description:
        "Lisan translates typed text, speech and photographed signs in more than 100 languages with artificial intelligence. Live conversation mode, a phrasebook for travellers and a history of past translations make it useful on the road as much as at work.",
      client: "Lisan Technologies",
      button: "Request Work Now",
    },
    p8: {
      title: "Rahal Fleet — rental agency management",
      summary: "A management app for car-rental agencies: fleet, bookings and contracts.",
      description:
        "Rahal Fleet gives a car-rental agency its whole business in one app: vehicles and their availability, bookings, contracts, payments and maintenance reminders. Managers see revenue and usage reports; staff check cars in and out with photos.",
      client: "Rahal Car Rental",
      button: "Request Work Now",
    },
    p9: {
      title: "Rahal Drive — rent a car",
      summary: "A car-rental app for customers: find, book and pick up a car in minutes.",
      description:
        "Rahal Drive lets customers compare available cars, book for the dates they need, pay online and pick up the car with a digital contract. Notifications remind them of pick-up and return times, and the support team is one tap away.",
      client: "Rahal Car Rental",
      button: "Request Work Now",
    },
  },
};
