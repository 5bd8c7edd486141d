// The prerendered markup of a page that has nothing interactive of its own (copy and links), kept
// exactly as the server sent it when the page hydrates: React matches this element and leaves its
// contents alone (empty innerHTML + suppressHydrationWarning), so neither the page's code nor its
// copy is downloaded, parsed or rendered again in the browser. Its links keep working as in-app
// navigation through one delegated click handler, as react-router's <Link> would handle them.
import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";

/** The element that wraps every page, on the server and in the browser alike. */
export const PAGE_BODY_ATTRIBUTE = "data-page-body";

type LinkClick = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey"> & {
  readonly target: EventTarget | null;
};

/**
 * The in-app path a click on a link inside `container` should go to, or null when the browser
 * should handle it: modified or non-primary clicks, other windows, downloads, other origins and
 * mailto:/tel: links, same-origin files such as /insights/rss.xml, which are not pages, and
 * jumps to a fragment of the page itself.
 */
export function inAppLinkPath(event: LinkClick, container: Element): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || !container.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.origin !== window.location.origin) return null;
  const lastSegment = anchor.pathname.split("/").pop() ?? "";
  if (lastSegment.includes(".")) return null;
  // A jump within the page stays native: the browser scrolls and moves the focus starting point.
  if (anchor.hash && anchor.pathname === window.location.pathname && anchor.search === window.location.search)
    return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

/**
 * `onMissing` is called if there turns out to be no server markup to keep: when React had to
 * render the page afresh instead of hydrating it (after a hydration error elsewhere), the page is
 * rendered from its code rather than left blank.
 */
export function ServerMarkup({ onMissing }: { onMissing: () => void }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current && !ref.current.hasChildNodes()) onMissing();
  }, [onMissing]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(event, event.currentTarget);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  // A container of links, not a control: the click handler only delegates their activation.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks; Enter on a link fires click itself
    <div
      ref={ref}
      {...{ [PAGE_BODY_ATTRIBUTE]: "" }}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
