// A home-page section whose code loads on demand while its content is already in the
// prerendered HTML. On the server it renders in full. When the page hydrates, React keeps the
// server markup untouched (empty innerHTML + suppressHydrationWarning) until the section nears
// the viewport; then its module loads and the same markup renders over it, so nothing shifts.
// After a client-side navigation there is no server markup, and it renders like any lazy component.
import { lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";

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

export function LazySection({ id, className, labelledBy, load }: LazySectionProps) {
  const hydrated = useHydrated();
  // Decided once: was this section's markup delivered by the server?
  const [fromServer] = useState(() => typeof window !== "undefined" && !hydrated);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!fromServer || Loaded) return;
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const reveal = () => {
      void load().then((module) => {
        if (!cancelled) setLoaded(() => module.default);
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
    content = <Loaded />;
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
