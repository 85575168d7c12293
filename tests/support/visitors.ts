/** The visitors the API tests send in as: one message and one under-18 applicant, written once. */

/** A Get In Touch message, as its form posts it. */
export const getInTouchMessage = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  phone: "+91 98765 00000",
  interest: "volunteer",
  message: "I would like to teach on weekends.",
  updates: true,
};

/** An application from a 17-year-old, with a parent to ask (issue 42), as its form posts it. */
export const minorApplicant = {
  type: "internship",
  firstName: "Anjali",
  lastName: "Rawat",
  email: "anjali@example.in",
  phone: "+91 98765 11111",
  age: "17",
  availability: "weekends",
  interests: ["Education & Teaching"],
  motivation: "I want to teach my neighbours' children.",
  guardianName: "Sunita Rawat",
  guardianEmail: "Sunita.Rawat@example.in",
};
