/**
 * One newsletter issue as the message a subscriber receives (decision 072): the
 * issue's Markdown as the plain-text part (Markdown reads as text), the same
 * Markdown rendered by the blog's renderer as the HTML part, and under both a link
 * to the issue on the website and a visible unsubscribe link; the RFC 8058
 * headers make the unsubscribe link a one-click one in mail clients. No images
 * are added and no link is rewritten: nothing tracks the reader.
 */

import { escapeMarkup } from "#common/escape-markup";
import { fill } from "#common/fill";
import type { Locale } from "#common/locale";
import { newsletterIssueMail as hindi } from "#common/messages/hi/newsletter-mail";
import { newsletterIssueMail as english } from "#common/messages/newsletter-mail";
import type { NewsletterMail } from "./mail-service.ts";

/** One language's version of an issue, its HTML rendered once for every message. */
export interface IssueVersion {
  locale: Locale;
  subject: string;
  markdown: string;
  /** renderMarkdownForEmail(markdown). */
  html: string;
  /** The issue's page in the archive, in this language. */
  archiveUrl: string;
}

export function issueMail(
  version: IssueVersion,
  {
    to,
    siteName,
    unsubscribeUrl,
    test = false,
    messageId,
  }: { to: string; siteName: string; unsubscribeUrl: string; test?: boolean; messageId?: string },
): NewsletterMail {
  const words = version.locale === "hi" ? hindi : english;
  const subject = test ? `${words.test} ${version.subject}` : version.subject;
  const text = [
    version.markdown.trim(),
    "",
    "-- ",
    `${words.readOnline} ${version.archiveUrl}`,
    fill(words.why, { site: siteName }),
    `${words.unsubscribe} ${unsubscribeUrl}`,
    "",
  ].join("\n");
  const link = "color:#1d4ed8";
  const html = `<!doctype html>
<html lang="${version.locale === "hi" ? "hi" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(subject)}</title>
<style>img{max-width:100%;height:auto}a{${link}}</style>
</head>
<body style="margin:0;padding:0;background:#f8fafc">
<div style="max-width:640px;margin:0 auto;padding:24px 16px;font-family:Arial,'Noto Sans Devanagari',sans-serif;font-size:16px;line-height:1.6;color:#0f172a;background:#ffffff">
<p style="margin:0 0 8px;font-size:14px;font-weight:bold;color:#475569">${escapeMarkup(siteName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeMarkup(version.subject)}</h1>
${version.html}
<hr style="margin:32px 0 16px;border:0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 8px;font-size:14px;color:#475569"><a href="${escapeMarkup(version.archiveUrl)}" style="${link}">${escapeMarkup(words.readOnlineLink)}</a></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeMarkup(fill(words.why, { site: siteName }))} <a href="${escapeMarkup(unsubscribeUrl)}" style="${link}">${escapeMarkup(words.unsubscribeLink)}</a></p>
</div>
</body>
</html>
`;
  return {
    to,
    ...(messageId ? { messageId } : {}),
    subject,
    text,
    html,
    headers: test
      ? {}
      : { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
