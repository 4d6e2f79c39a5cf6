export const services = {
  button: "See projects",
  buttonLabel: "See projects: {{service}}",
  callLabel: "{{call}}: {{service}}",
  ctaMessage: "Hello {{brand}}, I would like to talk about your “{{service}}” service.",
};
