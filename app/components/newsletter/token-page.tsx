/**
 * The pages a newsletter e-mail links to (/newsletter/confirm and
 * /newsletter/unsubscribe): opening the link only shows a button (mail scanners
 * open links; only a person's click, a POST, acts), and the result after it.
 * A plain form: works without JavaScript. Their words are a catalogue's
 * (common/messages/newsletter-pages.ts), in the page's language.
 */
import { type AppLoadContext, Form, type MetaArgs, useActionData, useLoaderData } from "react-router";
import { newsletterPageMessages } from "#common/messages/newsletter-pages";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";
import { href } from "~/content/paths";
import { translatedForMeta, useTranslated } from "~/i18n/words";
import { pageMeta } from "~/lib/meta";

export type TokenOutcome = "done" | "invalid";

interface Texts {
  heading: string;
  text: string;
  button: string;
  doneHeading: string;
  doneText: string;
  invalidHeading: string;
  invalidText: string;
}

/** Headers of both pages: the token is in the URL, so never kept by a cache, never indexed. */
export const tokenPageHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

/** The token from the link, or from the form the page posted. */
async function tokenOf(request: Request): Promise<string> {
  const fromUrl = new URL(request.url).searchParams.get("token");
  if (fromUrl) return fromUrl;
  const form = await request.formData().catch(() => undefined);
  const value = form?.get("token");
  return typeof value === "string" ? value : "";
}

type TokenPageKey = "confirm" | "unsubscribe" | "guardian";
type TokenAct = (context: AppLoadContext, token: string) => Promise<boolean>;

/**
 * What a token page's route module exports, but its loader
 * (lib/newsletter-token-page.server.ts, server only): the page shows the texts of
 * `key` in the catalogue; its button's POST calls `act` with the token, which
 * answers whether the link still worked.
 */
export function tokenRoute(key: TokenPageKey, act: TokenAct) {
  return {
    headers: tokenPageHeaders,
    meta: (args: MetaArgs) => {
      const texts = translatedForMeta(newsletterPageMessages, "newsletterPageMessages", args)[key];
      return [
        ...pageMeta({ title: texts.title, description: texts.text }, args),
        { name: "robots", content: "noindex" },
      ];
    },
    action: async ({ request, context }: { request: Request; context: AppLoadContext }) => ({
      outcome: ((await act(context, await tokenOf(request))) ? "done" : "invalid") as TokenOutcome,
    }),
    Page: function TokenRoutePage() {
      const { token } = useLoaderData<{ token: string }>();
      const outcome = useActionData<{ outcome: TokenOutcome }>()?.outcome;
      const messages = useTranslated(newsletterPageMessages, "newsletterPageMessages");
      return <TokenPage texts={messages[key]} home={messages.home} token={token} outcome={outcome} />;
    },
  };
}

function TokenPage({
  texts,
  home,
  token,
  outcome,
}: {
  texts: Texts;
  home: string;
  token: string;
  outcome?: TokenOutcome;
}) {
  const iconName = outcome === "done" ? "circle-check" : outcome === "invalid" ? "circle-x" : "mail-check";
  const heading = outcome === "done" ? texts.doneHeading : outcome === "invalid" ? texts.invalidHeading : texts.heading;
  const body = outcome === "done" ? texts.doneText : outcome === "invalid" ? texts.invalidText : texts.text;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={iconName} className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p role={outcome ? "status" : undefined} className="mt-4 text-lg leading-relaxed text-slate-600">
        {body}
      </p>
      {outcome ? (
        <Link
          to={href("home")}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800"
        >
          {home}
        </Link>
      ) : (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-base font-bold text-white hover:bg-brand-800"
          >
            {texts.button}
          </button>
        </Form>
      )}
    </section>
  );
}
