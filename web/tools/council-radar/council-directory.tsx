// Council Radar's directory: every councillor of the councils staff chose, searched by name and
// filtered by council, ward, party, committee and role, the filters kept in the page's address.
// Each councillor links to their profile at /councillor/{id} (`?councillor=<id>` still leads there). The page is prerendered with the
// demonstration set (clearly labelled), then asks the API for the real councils; the demonstration
// set is shown only while no real council is set up or the API cannot be reached, never beside
// real councils' records.
import { lazy, Suspense, useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { CouncilView } from "#shared/api/council-radar.ts";
import { councillorPath } from "#shared/api/council-radar-paths.ts";
import { anchorFor } from "#shared/anchors.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { councillorDirectory, demoCouncils } from "../../content/councillors.ts";
import {
  applyFilters,
  filterOptions,
  filtersFrom,
  listedCouncillors,
  NO_FILTERS,
  searchFor,
  type FilterKey,
  type Filters,
} from "./directory-filters.ts";
import { useAddressParams } from "../../hooks/use-address-params.ts";

// The real councils' freshness notes appear once they have been fetched, so their code loads then.
const CouncilFreshness = lazy(() => import("./council-freshness.tsx").then((m) => ({ default: m.CouncilFreshness })));

type Loaded =
  | { readonly from: "demo"; readonly councils: readonly CouncilView[] }
  | { readonly from: "offline"; readonly councils: readonly CouncilView[] }
  | { readonly from: "live"; readonly councils: readonly CouncilView[] };

const FILTER_LABELS: Record<Exclude<FilterKey, "q">, string> = {
  council: "Council",
  ward: "Ward",
  party: "Party",
  committee: "Committee",
  role: "Role",
};

function useCouncils(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ from: "demo", councils: demoCouncils });
  useEffect(() => {
    const controller = new AbortController();
    import("./council-fetch.ts")
      .then(({ fetchCouncils }) => fetchCouncils(controller.signal))
      .then((councils) =>
        setLoaded(councils.length > 0 ? { from: "live", councils } : { from: "demo", councils: demoCouncils }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ from: "offline", councils: demoCouncils });
      });
    return () => controller.abort();
  }, []);
  return loaded;
}

export function CouncilDirectory() {
  const hydrated = useHydrated();
  const formId = useId();
  const loaded = useCouncils();
  const [params, setParams] = useAddressParams();
  // The prerendered page knows no address; filters apply once hydrated, so the first pass matches it.
  const filters: Filters = hydrated ? filtersFrom(params) : NO_FILTERS;
  const chosen = hydrated ? params.get("councillor") : null;
  const all = useMemo(() => listedCouncillors(loaded.councils), [loaded.councils]);
  const options = useMemo(() => filterOptions(all), [all]);
  const shown = useMemo(() => applyFilters(all, filters), [all, filters]);
  const demo = loaded.from !== "live";
  const navigate = useNavigate();
  // Old links opened a profile in place (`?councillor=<id>`); a profile now has its own page.
  // (useNavigate, not <Navigate>: the router's hook is already in every page's first load.)
  useEffect(() => {
    if (chosen) void navigate(councillorPath(chosen), { replace: true });
  }, [chosen, navigate]);

  const setFilter = (key: FilterKey) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const search = searchFor({ ...filters, [key]: event.target.value }, params);
    setParams(new URLSearchParams(search), { replace: true });
  };

  if (chosen) return null;

  return (
    <section id={anchorFor(councillorDirectory.heading)} className="mx-auto max-w-5xl px-4 pb-14">
      <h2 className="font-display text-2xl font-semibold text-ink">
        {demo ? councillorDirectory.heading : "Councillors"}
      </h2>
      {demo ? (
        <p className="mt-2 text-slate-700">
          {councillorDirectory.intro} They are shown until a real council is set up, never beside a real council&apos;s
          records.
          {loaded.from === "offline"
            ? " Council Radar's service could not be reached, so these are shown instead."
            : ""}
        </p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label="The councils read">
          {loaded.councils.map((council) => (
            <li key={council.id}>
              <Suspense fallback={null}>
                <CouncilFreshness council={council} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1 text-sm font-semibold text-ink">
          <label htmlFor={`${formId}-q`}>Name</label>
          <input
            id={`${formId}-q`}
            type="search"
            className="rounded border border-slate-400 px-3 py-2 font-normal"
            value={filters.q}
            onChange={setFilter("q")}
            autoComplete="off"
          />
        </div>
        {(Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[]).map((key) => {
          const values = key === "council" ? options.council : options[key].map((value) => ({ value, label: value }));
          return (
            <div key={key} className="flex flex-col gap-1 text-sm font-semibold text-ink">
              <label htmlFor={`${formId}-${key}`}>{FILTER_LABELS[key]}</label>
              <select
                id={`${formId}-${key}`}
                className="rounded border border-slate-400 px-3 py-2 font-normal"
                value={filters[key]}
                onChange={setFilter(key)}
              >
                <option value="">Any</option>
                {values.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
                {filters[key] && !values.some(({ value }) => value === filters[key]) ? (
                  <option value={filters[key]}>{filters[key]}</option>
                ) : null}
              </select>
            </div>
          );
        })}
      </form>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite" data-testid="directory-count">
        {shown.length === all.length
          ? `${all.length} councillors`
          : `${shown.length} of ${all.length} councillors match`}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((councillor) => (
          <li key={councillor.id} className="card">
            <Link to={councillorPath(councillor.id)} className="font-semibold text-ink underline">
              {councillor.name}
            </Link>
            <p className="mt-1 text-sm text-slate-600">
              {[councillor.party, councillor.ward].filter(Boolean).join(", ")}
            </p>
            <p className="text-sm text-slate-600">{councillor.council}</p>
            {councillor.roles.length > 0 ? (
              <p className="text-sm text-slate-600">{councillor.roles.join("; ")}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
