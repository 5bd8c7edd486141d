// A home-page section whose code loads on demand while its content is already in the
// prerendered HTML. On the server it renders in full. When the page hydrates, React keeps the
// server markup untouched (empty innerHTML + suppressHydrationWarning) until the section nears
// the viewport; then its module loads and the same markup renders over it, so nothing shifts.
// After a client-side navigation there is no server markup, and it renders like any lazy component.
// Whatever a visitor typed into the markup's forms by then is carried over (lib/form-drafts.ts).
import { lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { readFormDrafts, type FormDraft } from "../lib/form-drafts.ts";
import { FormDraftsProvider } from "./form-drafts.tsx";

type SectionModule = { default: ComponentType };
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

  useEffect(() => {
    if (!fromServer || Loaded) return;
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const reveal = () => {
      void load().then((module) => {
        if (cancelled) return;
        // Read just before the section's code renders over the markup, which empties its fields.
        setDrafts(readFormDrafts(element));
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

  let content: ReactNode;
  if (fromServer && !Loaded) {
    return <section ref={ref} id={id} className={className} aria-labelledby={labelledBy} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  if (Loaded) {
    content = (
      <FormDraftsProvider drafts={drafts}>
        <Loaded />
      </FormDraftsProvider>
    );
  } else {
    const Section = lazyFor(load);
    content = <Section />;
  }
  return (
    <section ref={ref} id={id} className={className} aria-labelledby={labelledBy} data-ready={Loaded ? "true" : undefined}>
      {content}
    </section>
  );
}
