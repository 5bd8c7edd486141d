// A home-page section whose code loads on demand while its content is already in the
// prerendered HTML. On the server it renders in full. When the page hydrates, React keeps the
// server markup untouched (empty innerHTML + suppressHydrationWarning) until the section nears
// the viewport; then its module loads and the same markup renders over it, so nothing shifts.
// After a client-side navigation there is no server markup, and it renders like any lazy component.
// Whatever a visitor typed into the markup's forms by then is carried over (lib/form-drafts.ts),
// and so is focus: a visitor who tabbed into the section keeps their place (WCAG 2.4.3).
import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { readFormDrafts, type FormDraft } from "../lib/form-drafts.ts";
import { FormDraftsProvider } from "./form-drafts-provider.tsx";

interface SectionModule {
  default: ComponentType;
}
type Loader = () => Promise<SectionModule>;

const lazyCache = new Map<Loader, ComponentType>();
function lazyFor(load: Loader): ComponentType {
  let component = lazyCache.get(load);
  if (!component) {
    component = lazy(load);
    lazyCache.set(load, component);
  }
  return component;
}

export interface LazySectionProps {
  readonly id: string;
  readonly className?: string;
  readonly labelledBy?: string;
  readonly load: Loader;
}

/** How far below the viewport a section starts loading. */
const PRELOAD_MARGIN = "400px 0px";

const NO_DRAFTS: ReadonlyMap<string, FormDraft> = new Map();

export function LazySection({ id, className, labelledBy, load }: LazySectionProps) {
  const hydrated = useHydrated();
  // Decided once: was this section's markup delivered by the server?
  const [fromServer] = useState(() => typeof window !== "undefined" && !hydrated);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const ref = useRef<HTMLElement>(null);
  // Where focus was in the server markup when the section's code rendered over it.
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    if (!fromServer || Loaded) return;
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const reveal = () => {
      void load().then((module) => {
        if (cancelled) return;
        // Read just before the section's code renders over the markup, which empties its fields
        // and replaces the element that has focus.
        setDrafts(readFormDrafts(element));
        focusPath.current = pathTo(document.activeElement, element);
        setLoaded(() => module.default);
      });
    };
    if (!("IntersectionObserver" in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          reveal();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [fromServer, Loaded, load]);

  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = null;
    if (!Loaded || !path || !ref.current) return;
    // The same markup rendered again: the element at the same place is the one that had focus.
    const element = elementAt(path, ref.current);
    if (element instanceof HTMLElement) element.focus();
  }, [Loaded]);

  let content: ReactNode;
  if (fromServer && !Loaded) {
    return (
      <section
        ref={ref}
        id={id}
        className={className}
        aria-labelledby={labelledBy}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  if (Loaded) {
    content = (
      <FormDraftsProvider drafts={drafts}>
        <Loaded />
      </FormDraftsProvider>
    );
  } else {
    const Section = lazyFor(load);
    content = <Section />; // eslint-disable-line react-hooks/static-components -- lazyFor returns one cached component per loader, the same on every render
  }
  return (
    <section
      ref={ref}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      data-ready={Loaded ? "true" : undefined}
    >
      {content}
    </section>
  );
}

/** The child indices leading from `root` to `node`, or null when the node is not inside it. */
function pathTo(node: Element | null, root: Element): number[] | null {
  const path: number[] = [];
  let current = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root && path.length > 0 ? path : null;
}

function elementAt(path: readonly number[], root: Element): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}
