/** Texts of the contact page (the consultation form has its own). */
export const contactPage = {
  whatsapp: {
    title: "WhatsApp chat",
    text: "The fastest way to reach us: send a message and chat directly with our team.",
  },
  email: {
    title: "Email",
    text: "Send us your idea, documents or questions; we answer every email.",
  },
  phone: {
    title: "Phone",
    text: "Prefer to talk? Call us during working hours.",
  },
  meeting: {
    title: "Scheduled meeting",
    text: "Book a free video or phone call with our team at a time that suits you.",
    action: "Choose a time",
  },
};
