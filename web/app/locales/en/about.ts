export const about = {
  howEyebrow: "How we work",
  stepLabel: "Step {{number}}",
};
