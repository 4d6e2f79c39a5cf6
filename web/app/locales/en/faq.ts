/** Texts of the FAQ. Answers are HTML limited to simple inline tags and lists
 * (features/faq/sanitize-html.ts removes anything else). */
export const faq = {
  eyebrow: "Questions and answers",
  title: "FAQ",
  description: "Everything clients usually ask before starting an app with us. Can’t find your question? Ask us on WhatsApp.",
  question1: "What services do you offer?",
  answer1:
    "We design and build <strong>mobile apps for iOS and Android</strong> and web apps: custom app development, apps for stores and e-commerce, apps that help organisations manage their work, and publishing your app to the App Store and Google Play.",
  question2: "How do I request an app?",
  answer2:
    "Send us a message on WhatsApp, email us or fill in the consultation request on our contact page. Tell us about your idea in a few lines; we reply with questions, a first estimate and a proposal for a free consultation call.",
  question3: "Do you design the user interface too?",
  answer3:
    "Yes. Our designers create the <strong>user experience and the interface</strong> of every screen, matched to your brand, and you review clickable prototypes before any development starts.",
  question4: "What are the steps of developing an app?",
  answer4:
    "Every project goes through five steps:<ol><li><strong>Idea analysis</strong>: goals, users and features.</li><li><strong>Design</strong>: user flows and interface.</li><li><strong>Development</strong>: the app, its dashboard and its server.</li><li><strong>Testing</strong> on real devices.</li><li><strong>Delivery</strong>: publishing to the stores and handing over.</li></ol>",
  question5: "Do you provide technical support after launch?",
  answer5:
    "Yes. Every app comes with a period of <strong>free technical support</strong> after launch to fix issues and keep it running smoothly, and we offer maintenance plans for updates and new features after that.",
  question6: "How long does it take to build an app?",
  answer6:
    "It depends on the size of the app: <strong>simple apps take 1 to 3 weeks</strong>, while <strong>complex apps take 1 to 2 months</strong>. You receive a schedule with clear milestones before we start.",
  question7: "Can the app be customised to my needs?",
  answer7:
    "Absolutely. We build every app around your business: features, design, languages, payment methods and user roles are all <em>tailored to you</em>, and the app can grow with new features later.",
  question8: "Do you offer any extra services?",
  answer8:
    "Yes, including:<ul><li><strong>API integration</strong> with payment gateways, maps, ERP and CRM systems.</li><li><strong>Data analysis</strong> and reports on how your app is used.</li><li>Hosting, app store optimisation and ongoing maintenance.</li></ul>",
};
