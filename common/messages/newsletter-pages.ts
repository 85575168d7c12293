/**
 * The pages a link in an e-mail opens: a subscriber's confirm (/newsletter/confirm)
 * and unsubscribe (/newsletter/unsubscribe), a parent's or guardian's consent to an
 * under-18's application (/guardian/confirm, issue 42); and the newsletter archive.
 */
export const newsletterPageMessages = {
  confirm: {
    title: "Confirm your subscription",
    heading: "Confirm your subscription",
    text: "One click and you will receive stories from our classrooms and villages, about once a month.",
    button: "Yes, subscribe me",
    doneHeading: "You're subscribed",
    doneText: "Thank you! Your address is confirmed. Our next newsletter will reach you soon.",
    invalidHeading: "This link no longer works",
    invalidText:
      "It was used already or has expired. If you still want our newsletter, subscribe again with the box at the bottom of any page.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    heading: "Unsubscribe from the newsletter",
    text: "Click the button and we will stop sending you e-mails and delete your address.",
    button: "Unsubscribe",
    doneHeading: "You're unsubscribed",
    doneText: "Your address has been removed. You will not receive our newsletter any more.",
    invalidHeading: "This link no longer works",
    invalidText: "It was used already or has expired, so this address is probably unsubscribed already.",
  },
  guardian: {
    title: "Consent to your child's application",
    heading: "Consent to your child's application",
    text: "Your child, who is under 18, applied to volunteer, intern or work with us and named you as their parent or guardian. By pressing the button you agree that we use their application to consider it and to contact them about it, as our privacy notice explains. Until then nobody at the foundation reads it.",
    button: "I am their parent or guardian, and I agree",
    doneHeading: "Thank you",
    doneText:
      "Your consent is recorded, and the application has reached our team. We will contact your child about the next steps.",
    invalidHeading: "This link no longer works",
    invalidText:
      "It was used already, or more than 7 days passed and the application was deleted. Your child may apply again.",
  },
  home: "Back to the home page",
  /** /newsletters and one issue's page (/newsletters/{id}). */
  archive: {
    title: "Newsletters",
    heading: "Our newsletters",
    description: "Every newsletter we have sent: stories from our classrooms and villages.",
    empty: "No newsletter has been sent yet. Subscribe with the box at the bottom of the page to get the first one.",
    sentOn: "Sent on",
    all: "All newsletters",
    notFoundHeading: "No such newsletter",
    notFoundText: "This newsletter does not exist, or has not been sent yet.",
    inEnglish: "This issue is in English.",
  },
} as const;
