/**
 * What a visitor form's route action answers (a plain form POST to the page):
 * the message to show, the HTTP status, and for a refusal the field errors, the
 * headers (Retry-After) and the text that was typed, so a page rendered without
 * JavaScript shows the form as it was sent.
 */
import type { Message } from "../messages/keyed.ts";

/**
 * `M` is the messages' form: text in the page's language, as the page receives it;
 * the server's visitor forms give them as they are said (keyed, or text), and the
 * route action writes them in the page's language (app/lib/visitor-actions.server.ts).
 */
export type FormOutcome<M extends Message = string> =
  | { ok: true; status: 200; message: M }
  | {
      ok: false;
      status: number;
      message: M;
      errors?: Record<string, M>;
      headers?: Record<string, string>;
      values?: Record<string, string | string[]>;
    };
