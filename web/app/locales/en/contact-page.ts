/** Texts of the contact page (the consultation form has its own): the
 * meeting card's button; the cards' titles and texts are content. */
export const contactPage = {
  meeting: {
    action: "Choose a time",
  },
};
