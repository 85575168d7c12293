/**
 * The words every environment programme card and event card shows beside its own
 * (the cards', the same on every card; the programmes and events themselves are the
 * Environment page's document).
 */
export const environmentCards = {
  impact: "Impact",
  participants: "Participants",
  date: "Date",
  location: "Location",
  expected: "Expected participants",
  /** After the number of expected participants: "300 volunteers expected". */
  expectedSuffix: "expected",
  activities: "Activities",
  /** The event card's button, to where the staff set for the event (spec 2.17 left it without action). */
  register: "Register Now",
  monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
