/** Texts of the projects feature: the list, its filter and the project
 * page's labels. The projects' own texts, in every language, are in
 * content/projects/{id}.ts. */
export const projects = {
  section: {
    moreProjects: "More projects",
  },
  card: {
    requestWork: "Start a project like this",
    requestWorkAbout: ": {{project}}",
  },
  filter: {
    label: "Filter projects by sector",
    all: "All sectors",
    emptyTitle: "No project in this sector on the site yet",
    emptyText: "We build apps for this sector too. Tell us about yours: we answer within one working day.",
    emptyButton: "Request a project in this sector",
  },
  detail: {
    client: "Client",
    need: "The client and their need",
    challenge: "The challenge",
    built: "What we built",
    results: "Results",
    testimonial: "In the client’s words",
    quoted: "“{{quote}}”",
    gallery: "Screens",
    technologies: "Technologies",
    duration: "Duration",
    completionDate: "Completion date",
    facts: "Project facts",
    stores: "Get the app",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play",
    order: "Order a similar project on WhatsApp",
    orderMessage: "Hello {{brand}}, I would like to order a project similar to “{{project}}”.",
    appImageAlt: "Screens of the {{project}} app",
    navigation: "More projects",
    previous: "Previous project",
    next: "Next project",
    allProjects: "All projects",
  },
};
