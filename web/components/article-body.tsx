// An article's body: HTML built from its Markdown at build time (trusted, our own content).
// On the page a visitor lands on, the prerendered body is already in the DOM, so hydration keeps
// it as it is (empty innerHTML + suppressHydrationWarning) and its module is never downloaded.
// After a client-side navigation the body loads on demand.
import { lazy, Suspense, useState, type ComponentType } from "react";
import { loadArticleHtml } from "../content/articles.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";

const BODY_CLASS = "prose mx-auto max-w-3xl px-4 py-10";
const bodies = new Map<string, ComponentType>();

function lazyBody(slug: string): ComponentType {
  let Body = bodies.get(slug);
  if (!Body) {
    Body = lazy(async () => {
      const html = await loadArticleHtml(slug);
      return { default: () => <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} /> };
    });
    bodies.set(slug, Body);
  }
  return Body;
}

export function ArticleBody({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const [mode] = useState(() => (typeof window === "undefined" ? "server" : hydrated ? "client" : "hydrating"));
  const Body = lazyBody(slug);
  if (mode === "hydrating")
    return <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  // On the server the prerender waits for the body; the output is the bare <div> above.
  if (mode === "server") return <Body />; // eslint-disable-line react-hooks/static-components -- lazyBody returns one cached component per slug, the same on every render
  return (
    <Suspense fallback={<div className={`${BODY_CLASS} min-h-screen`} aria-busy="true" />}>
      {/* eslint-disable-next-line react-hooks/static-components -- lazyBody returns one cached component per slug, the same on every render */}
      <Body />
    </Suspense>
  );
}
