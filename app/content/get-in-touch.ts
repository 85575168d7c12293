/** Get In Touch (/GetInTouch, spec 2.7): contact tiles, the message form, office, quick actions. */
import type { Block } from "~/blocks/block";

export const getInTouch = {
  hero: {
    eyebrow: "We'd love to hear from you",
    intro:
      "Whether you want to volunteer, partner with us, donate or simply ask a question, call us, write to us, message us on WhatsApp or use the form below.",
  },
  tilesHeading: "Reach us directly",
  tiles: {
    call: { title: "Call Us", text: "Speak to our team during office hours." },
    email: { title: "Email Us", text: "Write to us any time; we answer every message." },
    whatsapp: { title: "WhatsApp", text: "Chat with us on WhatsApp.", action: "Start a chat" },
  },
  form: {
    heading: "Send us a message",
    intro: "Tell us a little about yourself and how you would like to be involved.",
    interest: "I'm interested in",
    interestPlaceholder: "Select your interest",
    messagePlaceholder: "How can we help you?",
    updates: "Send me news about our programmes, events and volunteering opportunities",
    sentNext:
      "Someone from our team will write to the e-mail address you gave, usually within one working day (Monday to Saturday), to talk about how you would like to be involved.",
    submit: "Send Message",
  },
  office: {
    heading: "Visit our office",
    address: "Address",
    hours: "Office Hours",
    weekdays: "Monday - Friday",
    saturday: "Saturday",
  },
  quickActions: {
    heading: "Quick Actions",
    volunteer: { label: "Volunteer Application", text: "Apply to volunteer with us" },
    partnership: { label: "Partnership Inquiry", text: "Corporate and CSR partnerships" },
    support: { label: "General Support", text: "Answers to common questions" },
  },
  replyNote: {
    heading: "Quick response",
    text: "We reply to every message within 24 hours on business days.",
  },
} as const;

/** /GetInTouch, top to bottom. */
export const getInTouchBlocks = [
  { kind: "hero", page: "getInTouch", ...getInTouch.hero },
  { kind: "contactTiles", tone: "muted", heading: getInTouch.tilesHeading },
  {
    kind: "getInTouchForm",
    form: getInTouch.form,
    office: getInTouch.office,
    quickActionsHeading: getInTouch.quickActions.heading,
    replyNote: getInTouch.replyNote,
  },
] satisfies readonly Block[];
