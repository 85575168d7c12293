/**
 * The loader of the newsletter's link pages (/newsletter/confirm and
 * /newsletter/unsubscribe, components/newsletter/token-page.tsx), server only: the
 * token from the link, and on Hindi pages the catalogue's Hindi words.
 */
import { newsletterPageWords } from "~/i18n/hindi-site-words.server";
import { wordsFor } from "~/i18n/words";

export const tokenPageLoader = ({ request }: { request: Request }) => ({
  token: new URL(request.url).searchParams.get("token") ?? "",
  words: wordsFor(request, newsletterPageWords),
});
