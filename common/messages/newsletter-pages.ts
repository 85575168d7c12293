/** The pages a subscriber opens from the e-mail: confirm (/newsletter/confirm) and unsubscribe (/newsletter/unsubscribe). */
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
