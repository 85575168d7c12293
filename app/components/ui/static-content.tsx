/**
 * Content with nothing to do in the browser (text, pictures, links), kept as the
 * server drew it when the page first loads: React does not hydrate it, so a phone
 * spends no time building, for the text of a page, the tree the HTML already is
 * (decision 051). Only the parts a visitor acts on (menus, forms, tabs, accordions,
 * the donation picker, the gallery) are hydrated.
 *
 * How: while the page hydrates, the wrapper is rendered with an empty
 * `dangerouslySetInnerHTML`; React then leaves the element's children alone and never
 * writes the empty string (it only writes it on a change). A page reached later in the
 * app renders its content as usual, and so does content React had to draw afresh
 * while the page hydrated (after a hydration error elsewhere, React redraws the
 * page rather than fix it): its wrapper is then empty, and is filled before the
 * browser paints. The wrapper takes no box (`display: contents`).
 *
 * The links inside are the server's `<a>` elements: a click on one of React Router's
 * (they carry `data-discover`) is followed in the app, as `<Link>` would.
 */
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isInitialHydration } from "~/lib/initial-hydration";
import { siteLinkFollowedHere } from "~/lib/link-clicks";

export function StaticContent({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  // Kept from the first render: only content hydrated with the page stays as sent,
  // and only while the page's address (a filter's too) is the one it was sent for.
  const [sentFor, setSentFor] = useState(() => (isInitialHydration() ? address : null));
  const sent = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (sentFor !== null && !sent.current?.hasChildNodes()) setSentFor(null);
  }, [sentFor]);
  const navigate = useNavigate();
  if (sentFor !== address) {
    return (
      <div key="rendered" className="contents">
        {children}
      </div>
    );
  }
  const followAppLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = siteLinkFollowedHere(event, "a[data-discover]");
    if (!link) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return (
    // The links inside are anchors and keep their own keyboard behaviour; this only
    // follows their clicks in the app.
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks of links inside, not of the wrapper
    // biome-ignore lint/a11y/noStaticElementInteractions: idem
    <div
      key="sent"
      ref={sent}
      className="contents"
      onClick={followAppLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, never written: keeps the server's children
      dangerouslySetInnerHTML={EMPTY}
      suppressHydrationWarning
    />
  );
}

/** Empty: React keeps the server's children and never writes it (it writes only a change). */
const EMPTY = { __html: "" };
