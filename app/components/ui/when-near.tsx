/**
 * A part of a page whose code the browser downloads only once the visitor comes
 * near it (a screen away), reaches into it (a tap, a focus) or the page asks for it
 * (`load()`): the application form under the openings of /VolunteerInternship, two
 * to three phone screens down, is some 8 KB of script a visitor who only reads the
 * openings never needs. Until then the server's HTML stands in, laid out as it will
 * be and working without JavaScript (the form posts as a plain form would).
 *
 * How: the part is a `React.lazy` component in a `<Suspense>` boundary. While the page
 * hydrates, the lazy import waits to be wanted, and React keeps the boundary's HTML as
 * the server sent it, hydrating it in place when the code arrives (so what a visitor
 * typed stays). The part is drawn with the props it had until it has hydrated: React
 * would draw a boundary it has not hydrated afresh, dropping the server's HTML, if its
 * props changed. A page reached in the app loads the part's code at once. The part
 * ends with the copies of the SVG symbols only it draws (decision 095).
 */
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isInitialHydration } from "~/lib/initial-hydration";
import { PartWithSymbolCopies } from "./symbol-copies";

/** One screen above and below the viewport. */
const NEAR = "100% 0px";

type Hydrating = { onHydrated: () => void };

export function whenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  let want = () => {};
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  // Whether the page the server sent has the part: React asks for the lazy code only
  // when it hydrates the boundary, in a pass of its own after the page's first.
  let sentWithPage = false;
  const Part = lazy(async () => {
    if (sentWithPage) await wanted;
    const Component = await load();
    function Hydrated({ onHydrated, ...props }: P & Hydrating) {
      useEffect(onHydrated, [onHydrated]);
      // The part's own symbol copies: on the server it renders after the page (it
      // suspended), when the page's holder may have been written already.
      return (
        <PartWithSymbolCopies>
          <Component {...(props as P)} />
        </PartWithSymbolCopies>
      );
    }
    return { default: Hydrated as ComponentType<P & Hydrating> };
  });

  function WhenNear(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [hydrated, setHydrated] = useState(false);
    const drawnWith = useRef(props);
    useState(() => {
      if (isInitialHydration()) sentWithPage = true;
      else want(); // drawn in the app: its code is needed now
    });
    const onHydrated = useCallback(() => setHydrated(true), []);
    useEffect(() => {
      const element = box.current;
      if (hydrated || !element) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
        rootMargin: NEAR,
      });
      observer.observe(element);
      element.addEventListener("focusin", want);
      element.addEventListener("pointerdown", want);
      return () => {
        observer.disconnect();
        element.removeEventListener("focusin", want);
        element.removeEventListener("pointerdown", want);
      };
    }, [hydrated]);
    const shown = hydrated ? props : drawnWith.current;
    // The same element while it waits: React leaves a boundary it has not hydrated alone.
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...shown} onHydrated={onHydrated} />
        </Suspense>
      ),
      [shown, onHydrated],
    );
    // `data-hydrated`: the part can be used (end-to-end tests wait for it, as for the page's).
    return (
      <div ref={box} data-when-near="" data-hydrated={hydrated ? "" : undefined}>
        {part}
      </div>
    );
  }
  return Object.assign(WhenNear, {
    /** Starts loading the part's code (a control above it that changes what it shows was used). */
    load: () => want(),
  });
}
