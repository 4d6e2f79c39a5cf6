/** Texts of the privacy policy and the terms of usage. Each section has a
 * title and paragraphs; {{email}} is the variant's email address. */
export const legal = {
  updated: "Last updated: {{date}}",
  questions: "Questions about this page? Write to us at",
  privacy: {
    intro:
      "This policy explains what information this website collects, why, how long we keep it and what you can ask of us. In short: we collect as little as we can, we use no cookies and no third-party trackers, and we never sell your data.",
    sections: {
      collection: {
        title: "1. Data we collect",
        paragraphs: [
          "When you send a consultation request, we receive what you type in the form: your name, email address, phone number (if you give it), company, the service you are interested in, your preferred way of contact and your message, together with the page and language you sent it from.",
          "To count visits, the site records which pages are viewed, which of our buttons are clicked, how far pages are scrolled and which parts of the home page are seen, with the page’s language, your browser’s preferred language, the type of device (mobile, tablet or desktop), a screen size class (small to extra large), the browser family, the website you came from (its name only) and the campaign named in the link you followed, if any (its utm_source, utm_medium and utm_campaign tags). It uses no cookies and stores nothing on your device for this.",
          "Your IP address and your browser’s User-Agent are used only at the moment of a visit, to compute an anonymous visitor code that changes every day with a secret random value; neither the IP address nor the User-Agent is ever stored, and our server’s access logs keep no IP addresses.",
          "When you send a consultation request, it is linked to the visit it came from that day: the page you first landed on, the website you came from, the campaign, the language and version of the site, how many pages you viewed before the form and the time of your first page view that day. This link is made without cookies, from the same daily visitor code as the statistics, and is kept with your request.",
          "Each WhatsApp link on the site adds a short reference to the prefilled message, for example “Ref K7Q3”. It is drawn at random for the page you are viewing, kept only in that page’s memory (never in a cookie or on your device) and recorded with the click, together with the page, its language and version and where the visit came from, so that we can tell which page a chat started from. You can delete it from the message before you send it.",
        ],
      },
      usage: {
        title: "2. How we use it",
        paragraphs: [
          "We use your consultation request only to answer it: we store it, send it by email to our team, and send you one email confirming that we received it. We do not add you to a mailing list.",
          "We use visit statistics only in aggregate, to understand which pages are useful and to improve the site. The daily visitor code cannot be linked across days, not even by us, and raw visit records are deleted after 400 days. The visit linked to a request, and the click behind a WhatsApp reference, tell us which pages, languages and campaigns bring us clients; the visit is kept with the request and deleted with it.",
        ],
      },
      sharing: {
        title: "3. Sharing",
        paragraphs: [
          "We do not sell, rent or share your data with advertisers. The site loads nothing from other websites: no fonts, scripts or trackers from third parties.",
          "WhatsApp, your email program and your phone are external services that you choose to open from our buttons; what you send through them is handled under their own privacy policies. Our email provider carries the messages about your request.",
        ],
      },
      protection: {
        title: "4. How we protect it",
        paragraphs: [
          "The site is served only over encrypted connections (HTTPS). Requests and statistics are kept in our own database, and only our team can access them.",
          "We keep consultation requests as long as needed to answer them and follow up on a project, and delete them on request.",
        ],
      },
      rights: {
        title: "5. Your rights",
        paragraphs: [
          "You can ask us at any time to access the data we hold about you, to update it if it is wrong, or to delete it. Write to {{email}} from the address you used, and we will answer within 30 days.",
          "Because visit statistics contain no name, address or lasting identifier, we cannot find them for one person; they are anonymous. The visit linked to your request is part of your request: you can see it or have it deleted with it.",
        ],
      },
      changes: {
        title: "6. Changes to this policy",
        paragraphs: [
          "If we change what we collect or how we use it, we will update this page and its date before the change takes effect. The latest version is always the one published here.",
        ],
      },
    },
  },
  terms: {
    intro:
      "These terms govern your use of this website and of the services of {{brand}}. Please read them carefully: by using the site, you agree to them.",
    sections: {
      accept: {
        title: "1. Acceptance of the terms",
        paragraphs: [
          "By visiting or using this website you accept these terms and our privacy policy. If you do not agree with them, please do not use the site.",
        ],
      },
      ownership: {
        title: "2. Ownership rights",
        paragraphs: [
          "The content of this site — texts, designs, illustrations, logos and code — belongs to {{brand}} or to its clients and is protected by intellectual property laws. You may not copy, republish or use it commercially without our written permission.",
          "Project names and screenshots are shown with our clients’ agreement and remain their property.",
        ],
      },
      conduct: {
        title: "3. User conduct",
        paragraphs: [
          "You agree to use the site lawfully and not to disrupt it, attempt to access it without authorisation, send automated or misleading requests, or submit content that is unlawful or infringes the rights of others.",
        ],
      },
      termination: {
        title: "4. Termination of service",
        paragraphs: [
          "We may suspend or stop access to the site, in whole or in part, at any time, in particular in case of misuse or for maintenance. Agreements for a specific project are governed by the contract signed for that project.",
        ],
      },
      liability: {
        title: "5. Limitation of liability",
        paragraphs: [
          "The information on this site is given for general information and may change without notice. We do our best to keep it accurate but do not guarantee that it is complete or always available, and we are not liable for damages resulting from its use, to the extent permitted by law.",
        ],
      },
      changes: {
        title: "6. Changes to the terms",
        paragraphs: [
          "We may update these terms from time to time. The date at the top of this page shows the latest version; continuing to use the site after a change means that you accept the updated terms.",
        ],
      },
    },
  },
};
