export const about = {
  howEyebrow: "How we work",
  stepLabel: "Step {{number}}",
  studioEyebrow: "The studio",
  studioTitle: "The team behind your app",
  city: "City",
  legal: "Registered company",
  registration: "Registration number",
};
