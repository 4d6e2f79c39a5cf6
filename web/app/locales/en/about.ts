export const about = {
  stepLabel: "Step {{number}}",
  city: "City",
  legal: "Registered company",
  registration: "Registration number",
};
