/** /GetInTouch's form section: the message form, and beside it the office, quick actions and the reply note. */
export interface GetInTouchFormBlockData {
  kind: "getInTouchForm";
  form: { heading: string; intro: string };
  office: { heading: string; address: string; hours: string; weekdays: string; saturday: string };
  quickActionsHeading: string;
  replyNote: { heading: string; text: string };
}
