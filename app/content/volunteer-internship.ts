/**
 * The application form's words (/VolunteerInternship, spec 2.18): its fields' labels,
 * placeholders and hints, its button and its confirmation. The page around it (the
 * toggle, the openings, the form's heading and introduction) is the staff's page
 * document (server/content-seed/pages/volunteer-internship.ts).
 */
export const volunteerInternship = {
  form: {
    position: "Position",
    positionPlaceholder: {
      volunteer: "Any role, or not sure yet",
      internship: "Any internship, or not sure yet",
      job: "Choose the opening",
    },
    /** Before `sentNext` in the confirmation, when an opening was chosen. */
    sentFor: "Your application for {position} has reached our team.",
    age: "Age",
    address: "Address",
    education: "Education",
    educationPlaceholder: "Select your education",
    experience: "Relevant experience",
    experiencePlaceholder: "Teaching, community work, projects, jobs…",
    availability: "Availability",
    availabilityPlaceholder: "Select your availability",
    interests: "Areas of interest",
    interestsHint: "Tick at least one.",
    motivation: "Why do you want to join us?",
    motivationPlaceholder: "What draws you to our work, and what would you like to do?",
    resume: "Resume",
    resumeHint: "PDF, DOC or DOCX, up to 5 MB.",
    submit: "Submit Application",
    sentNext:
      "We read every application. Someone from our team will call or e-mail you within 24 hours (Monday to Saturday) to talk about the next steps.",
    sendAnother: "Send another application",
    /** Shown once the age typed is 16 or 17 (issue 42: a parent's consent). */
    guardianLegend: "Your parent or guardian",
    guardianHint:
      "You are under 18: we e-mail your parent or guardian to ask for their consent, and your application reaches our team only once they agree.",
    guardianName: "Their name",
    guardianEmail: "Their e-mail address",
    /** After `guardianAsked` in the confirmation. */
    guardianNext:
      "Nobody reads your application before then. If our e-mail does not reach them, ask them to look in their spam folder.",
  },
} as const;
