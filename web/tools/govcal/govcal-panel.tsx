// GovCal Pro's calendar: the filters in the page's address, the list (first from the committed
// snapshot, as prerendered, then the live list for the address's filters), each source's
// freshness or trouble, and the feed of this view to subscribe to.
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import type { GovcalAnswer } from "#shared/api/govcal.ts";
import { GOVCAL_FEED_PATH } from "#shared/api/govcal-names.ts";
import { filtersFromParams, filtersQuery, paramsFromFilters, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { FIXED_DATES } from "#shared/api/govcal-fixed-dates.ts";
import { anchorFor } from "#shared/anchors.ts";
import { site } from "#shared/site.ts";
import { snapshotAnswer } from "./govcal-data.ts";
import { GovcalFiltersForm } from "./govcal-filters-form.tsx";
import { GovcalList, longDate } from "./govcal-list.tsx";
import { GovcalStatus } from "./govcal-status.tsx";
import { useAddressParams } from "../../hooks/use-address-params.ts";

/** What the list shows: the snapshot until the live list arrives, or the snapshot when it cannot. */
type State =
  | { readonly kind: "snapshot" }
  | { readonly kind: "live"; readonly answer: GovcalAnswer }
  | { readonly kind: "unreachable" };

function departmentsOf(answer: GovcalAnswer) {
  const found = new Map<string, string>();
  for (const date of FIXED_DATES) if ("department" in date) found.set(date.department.slug, date.department.name);
  for (const entry of answer.entries) if (entry.department) found.set(entry.department.slug, entry.department.name);
  return [...found].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The page's host never changes while it is open. */
const noChange = () => () => undefined;

export function GovcalPanel() {
  const id = useId();
  const [params, setParams] = useAddressParams();
  // The prerendered page has no address to read, so hydration renders it as prerendered (no
  // filters) and the address's filters apply on the render after.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const query = hydrated ? params.toString() : "";
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const [state, setState] = useState<State>({ kind: "snapshot" });
  // The feed's address for calendar apps: this host once running, the site's own in the prerender.
  const host = useSyncExternalStore(
    noChange,
    () => window.location.host,
    () => new URL(site.origin).host,
  );

  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    import("./govcal-live.ts")
      .then(({ liveAnswer }) => liveAnswer(filters, controller.signal))
      .then(
        (answer) => setState({ kind: "live", answer }),
        () => {
          if (!controller.signal.aborted) setState({ kind: "unreachable" });
        },
      );
    return () => controller.abort();
  }, [filters, hydrated]);

  const change = (next: GovcalFilters) => setParams(paramsFromFilters(next));
  const snapshot = useMemo(() => snapshotAnswer(filters), [filters]);
  const answer = state.kind === "live" ? state.answer : snapshot;
  const feed = `${GOVCAL_FEED_PATH}${filtersQuery(filters)}`;
  return (
    <section
      id={anchorFor("Try it")}
      aria-labelledby={`${id}-heading`}
      className="border-b border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          The calendar
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          Sitting and recess days of both Houses and their business, from UK Parliament's calendar; fiscal events and
          elections we keep by hand. Filter by House, department, topic and dates; the address keeps your filters, so
          you can share or bookmark the view.
        </p>
        <div className="mt-6">
          <GovcalFiltersForm filters={filters} departments={departmentsOf(answer)} onChange={change} />
        </div>
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-2">
          <a href={`webcal://${host}${feed}`} className="font-semibold text-ink underline">
            Subscribe to this view
          </a>
          <a href={feed} className="text-ink underline" data-testid="govcal-feed">
            Feed address (.ics) for Outlook, Google Calendar or Apple Calendar
          </a>
        </p>
        <GovcalStatus sources={answer.sources} unreachable={state.kind === "unreachable"} />
        <p className="mt-4 font-semibold text-ink" aria-live="polite">
          {answer.entries.length === 0
            ? `Nothing listed from ${longDate(answer.range.from)} to ${longDate(answer.range.to)}${state.kind === "live" ? "" : " in the snapshot"}.`
            : `${answer.entries.length} ${answer.entries.length === 1 ? "date" : "dates"} from ${longDate(answer.range.from)} to ${longDate(answer.range.to)}${state.kind === "snapshot" ? " (snapshot; checking for today's list)" : ""}.`}
        </p>
        <GovcalList entries={answer.entries} />
      </div>
    </section>
  );
}
