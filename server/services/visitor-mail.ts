/** The e-mailed copies of a contact message and of an application, as plain text. */
import { fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import type { AdminMail } from "./mail-service.ts";

const lines = (pairs: [string, string][]) =>
  pairs
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");

const footer = "Read, mark and export it in the admin area, Inbox tab.";

export function contactMail(message: ContactMessageView): AdminMail {
  const name = `${message.firstName} ${message.lastName}`;
  const topic =
    message.source === "contact-us" ? labelOf("subject", message.subject) : labelOf("interest", message.interest);
  const details = lines([
    [f.name, name],
    [f.email, message.email],
    [f.phone, message.phone],
    message.source === "contact-us" ? [f.subject, topic] : [f.interest, topic],
    message.source === "contact-us" ? [f.consent, yesNo(message.consent)] : [f.updates, yesNo(message.updates)],
    [f.received, message.createdAt],
  ]);
  return {
    subject: `${labelOf("source", message.source)}: ${name} (${topic})`,
    text: `${details}\n\n${f.message}:\n${message.message}\n\n-- \n${footer}\n`,
    replyTo: message.email,
  };
}

export function applicationMail(application: ApplicationView): AdminMail {
  const name = `${application.firstName} ${application.lastName}`;
  const type = labelOf("type", application.type);
  const details = lines([
    [f.position, application.position],
    [f.name, name],
    [f.email, application.email],
    [f.phone, application.phone],
    [f.age, String(application.age)],
    [f.address, application.address],
    [f.education, labelOf("education", application.education)],
    [f.availability, labelOf("availability", application.availability)],
    [f.interests, application.interests.join(", ")],
    [f.resume, application.resume ? `${application.resume.name} (download it in the Inbox)` : ""],
    [f.received, application.createdAt],
  ]);
  const experience = application.experience ? `\n\n${f.experience}:\n${application.experience}` : "";
  return {
    subject: `${type} application: ${name}`,
    text: `${details}\n\n${f.motivation}:\n${application.motivation}${experience}\n\n-- \n${footer}\n`,
    replyTo: application.email,
  };
}
