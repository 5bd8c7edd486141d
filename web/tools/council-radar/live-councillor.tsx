// A live councillor's profile (/councillor/{id} for a council staff chose): the prerendered shell
// says it is loading; once hydrated it shows the record the page's function wrote into the page,
// or asks the API for it after a client-side navigation. An id no council lists says so.
import { lazy, Suspense, useEffect, useState } from "react";
import type { CouncilView } from "#shared/api/council-radar.ts";
import { site } from "#shared/site.ts";
import { CallToAction, PageHero } from "../../components/page-parts.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import type { PageProps } from "../../app/page-props.ts";

const CouncillorProfile = lazy(() =>
  import("./councillor-profile.tsx").then((m) => ({ default: m.CouncillorProfile })),
);

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "found"; readonly council: CouncilView }
  | { readonly state: "missing" }
  | { readonly state: "trouble" };
/** What was loaded, for which councillor: another id (a navigation between profiles) is loading again. */
type LoadedFor = Loaded & { readonly id: string };

const PARENT = { href: "/council-radar", label: "Council Radar" };

export default function LiveCouncillorPage({ entry }: PageProps) {
  return <LiveCouncillor path={entry.path} />;
}

function LiveCouncillor({ path }: { readonly path: string }) {
  const hydrated = useHydrated();
  const id = decodeURIComponent(path.slice("/councillor/".length));
  const [loadedFor, setLoaded] = useState<LoadedFor>({ id: "", state: "loading" });
  const loaded: Loaded = loadedFor.id === id ? loadedFor : { state: "loading" };
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    import("./councillor-fetch.ts")
      .then(({ fetchCouncillor }) => fetchCouncillor(id, controller.signal))
      .then((council) => setLoaded(council ? { id, state: "found", council } : { id, state: "missing" }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ id, state: "trouble" });
      });
    return () => controller.abort();
  }, [hydrated, id]);

  const councillor = loaded.state === "found" ? loaded.council.data?.councillors[0] : undefined;
  const title =
    councillor && loaded.state === "found" ? `${councillor.name}, ${loaded.council.name} | ${site.brand}` : null;
  useEffect(() => {
    // A client-side navigation's head names the shell, and may be applied after the record has
    // arrived (its entry is a chunk of its own): the page names the councillor once known, and
    // again whenever the title is set over it while the page is shown.
    if (!title) return;
    document.title = title;
    const element = document.querySelector("title");
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [title]);

  if (loaded.state === "found" && councillor) {
    const { council } = loaded;
    return (
      <article>
        <PageHero
          eyebrow={council.name}
          title={councillor.name}
          lede={`${councillor.party ? `${councillor.party} councillor` : "Councillor"} for ${councillor.ward}, as the council publishes it.`}
          parent={PARENT}
        />
        <div className="mx-auto max-w-3xl px-4 py-14">
          <Suspense fallback={<p role="status">Loading the profile…</p>}>
            <CouncillorProfile
              councillor={councillor}
              council={council}
              today={new Date().toISOString().slice(0, 10)}
            />
          </Suspense>
        </div>
        <CallToAction />
      </article>
    );
  }
  return (
    <article>
      <PageHero eyebrow="Council Radar" title="Councillor profile" parent={PARENT} />
      <div className="mx-auto max-w-3xl px-4 py-14 text-slate-700">
        {loaded.state === "missing" ? (
          <p>
            No councillor with that id among the councils Council Radar reads. They may no longer be listed by their
            council.
          </p>
        ) : loaded.state === "trouble" ? (
          <p role="alert">
            Council Radar could not be reached, so this profile cannot be shown. Please try again shortly.
          </p>
        ) : (
          <p role="status">Loading the profile…</p>
        )}
        <p className="mt-4">
          <a href="/council-radar" className="underline">
            Search the councillors Council Radar reads
          </a>
        </p>
      </div>
    </article>
  );
}
