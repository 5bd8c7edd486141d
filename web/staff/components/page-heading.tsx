// A console page's heading and title. After a move within the console the heading takes the focus,
// so a screen reader starts at the new page and a keyboard user tabs on from there; the first
// page of a visit leaves the focus where the browser put it.
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { site } from "#shared/site.ts";

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page a visit starts on has the router's "default" location key; every move after has its own.
  const { key, pathname } = useLocation();
  // A new search, filter or page of the same list changes only the query: the focus stays in the
  // control the person is using, and the list's status message says what changed.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    document.title = `${title} | Staff console | ${site.brand}`;
    const moved = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (moved && key !== "default") heading.current?.focus();
  }, [title, key, pathname]);
  return (
    <header className="mb-6 grid gap-2">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none md:text-3xl">
        {title}
      </h1>
      {children && <p className="max-w-3xl text-slate-700">{children}</p>}
    </header>
  );
}
