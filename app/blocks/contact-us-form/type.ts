/** /ContactUs's form section: the contact details and the map placeholder beside the message form. */
export interface ContactUsFormBlockData {
  kind: "contactUsForm";
  detailsHeading: string;
  form: { heading: string; intro: string };
}
