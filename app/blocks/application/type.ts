/**
 * /VolunteerInternship's toggle, the openings of the chosen type and the one
 * application form (the route's action takes its POST). The type comes from the
 * address (`?type=internship`), so it works without JavaScript.
 */
export interface ApplicationBlockData {
  kind: "application";
  listHeading: { volunteer: string; internship: string };
  listIntro: { volunteer: string; internship: string };
  form: { heading: { volunteer: string; internship: string }; intro: string };
}
