/**
 * The e-mail an under-18 applicant's parent or guardian receives (issue 42): who
 * applied, why their consent is asked, the link to give it, and what happens
 * without it. Hindi in hi/guardian-mail.ts; sent in the language of the page the
 * application came from.
 */
export interface GuardianMailFacts {
  site: string;
  guardian: string;
  child: string;
  childEmail: string;
  age: number;
  confirmUrl: string;
  privacyUrl: string;
  days: number;
}

export const guardianMail = {
  subject: ({ site, child }: Pick<GuardianMailFacts, "site" | "child">) =>
    `Please confirm ${child}'s application to ${site}`,
  text: (f: GuardianMailFacts) =>
    [
      `Hello ${f.guardian},`,
      "",
      `${f.child} (${f.childEmail}) has applied to volunteer, intern or work with ${f.site}, and told us they are ${f.age}, and named you as their parent or guardian.`,
      "",
      "India's data protection law asks for a parent's or guardian's consent before we read the application of someone under 18. Nobody at the foundation sees it until you confirm.",
      "",
      `If you agree that we use ${f.child}'s application to consider it and to contact them about it, as our privacy notice explains (${f.privacyUrl}), open this link and press the button on the page:`,
      f.confirmUrl,
      "",
      `If you do nothing, the application is deleted in ${f.days} days. If you did not expect this e-mail, you need not do anything.`,
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};
