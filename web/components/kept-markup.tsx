// A part of an interactive page that has nothing interactive of its own, kept as the server sent
// it when the page hydrates, so its code and copy never reach the browser on the page a visitor
// lands on: a tool's description around its "Try it" panel, whose registry alone (every tool's
// copy, about 20 KB gzip) would push the page's first load over the 100 KB budget. It is the
// page-level ServerMarkup (./server-markup.tsx) made local: React leaves the element's contents
// alone (empty innerHTML + suppressHydrationWarning), links inside keep working as in-app
// navigation, and when there is no server markup to keep (the visitor arrived by client-side
// navigation) the part is rendered from its code, loaded then.
import { Suspense, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { inAppLinkPath } from "./server-markup.tsx";

export function KeptMarkup({ render }: { render: () => ReactNode }) {
  // On the server (the prerender) the part is always rendered from its code.
  const [fromCode, setFromCode] = useState(() => typeof window === "undefined");
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!fromCode && ref.current && !ref.current.hasChildNodes()) setFromCode(true);
  }, [fromCode]);
  if (fromCode) {
    return (
      <div>
        <Suspense fallback={null}>{render()}</Suspense>
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(event, event.currentTarget);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks; Enter on a link fires click itself
    <div ref={ref} onClick={onClick} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  );
}
