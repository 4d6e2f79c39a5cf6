export const home = {
  hero: {
    label: "Featured solutions",
    slideOf: "Slide {{current}} of {{total}}",
    previous: "Previous slide",
    next: "Next slide",
    similarProjects: "Similar projects",
  },
  clients: {
    logosLabel: "Client logos",
    logoPlaceholder: "Logo",
    testimonialsLabel: "Client testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "Rated 5 out of 5",
    moreReviews: "Read all reviews",
  },
};
