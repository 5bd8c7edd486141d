// Policy Intelligence's panel: a search of the bills before Parliament (words, topic, House, all
// kept in the page's address), the bills that match with the stage each has reached and the next
// one listed, and one bill's stages when the address names it. It is prerendered from the dated
// snapshot, then refreshed from the Bills API; when the source fails it says so and keeps the
// last good records with their date, never an empty list.
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { anchorFor } from "#shared/anchors.ts";
import { britishDate } from "#shared/british-date.ts";
import type { Bill, BillList } from "#shared/api/policy-intelligence.ts";
import {
  filterBills,
  HOUSES,
  POLICY_TOPICS,
  queryFromSearch,
  searchFromQuery,
  SEARCH_MAX_CHARS,
  type BillSearch,
} from "#shared/api/policy-intelligence-search.ts";
import { POLICY_SNAPSHOT } from "#shared/api/policy-intelligence-snapshot.ts";
import { londonDay, nextStage } from "#shared/api/policy-intelligence-stages.ts";
import { freshnessLine, stageText, troubleLine } from "./bill-text.ts";
import { useAddressParams } from "../../hooks/use-address-params.ts";

export const PAGE_PATH = "/policy-intelligence";

// One bill's view loads when the address names a bill, keeping the list's first load within budget.
const BillView = lazy(() => import("./bill-view.tsx").then((m) => ({ default: m.BillView })));

function snapshotList(): BillList {
  const today = londonDay(Date.now());
  return {
    asOf: POLICY_SNAPSHOT.asOf,
    from: "snapshot",
    skipped: 0,
    bills: POLICY_SNAPSHOT.bills.map((bill) => ({
      ...bill,
      nextStage: bill.stages ? nextStage(bill.stages, today) : null,
    })),
  };
}

const STATUS_LABEL: Record<Bill["status"], string> = {
  "in-progress": "Before Parliament",
  act: "Now an Act",
  withdrawn: "Withdrawn",
  defeated: "Defeated",
};

function BillItem({ bill, search }: { bill: Bill; search: BillSearch }) {
  return (
    <li className="card">
      <Link
        to={`${PAGE_PATH}${queryFromSearch({ ...search, bill: bill.id })}`}
        className="font-semibold text-ink underline"
      >
        {bill.title}
      </Link>
      <div className="mt-1 text-sm text-slate-600">{STATUS_LABEL[bill.status]}</div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold">Stage reached: </dt>
          <dd className="inline">{bill.currentStage ? stageText(bill.currentStage) : "not recorded"}</dd>
        </div>
        {bill.nextStage && (
          <div>
            <dt className="inline font-semibold">Next listed: </dt>
            <dd className="inline">{stageText(bill.nextStage)}</dd>
          </div>
        )}
        {bill.department && (
          <div>
            <dt className="inline font-semibold">Department: </dt>
            <dd className="inline">{bill.department}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function PolicyPanel() {
  const id = useId();
  const [params, setParams] = useAddressParams();
  const search = searchFromQuery(params);
  const [list, setList] = useState<BillList>(snapshotList);
  const [unreached, setUnreached] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // The requests and their schemas load after the page, so its first load is the list alone.
    import("./policy-client.ts")
      .then(({ fetchBills }) => fetchBills(controller.signal))
      .then(
        (fresh) => {
          setList(fresh);
          setUnreached(false);
        },
        () => {
          if (!controller.signal.aborted) setUnreached(true);
        },
      );
    return () => controller.abort();
  }, []);

  const go = (next: BillSearch, replace = false) => setParams(new URLSearchParams(queryFromSearch(next)), { replace });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    go(searchFromQuery(new URLSearchParams({ q: text("q"), topic: text("topic"), house: text("house") })));
  }

  const shown = filterBills(list.bills, search);
  const trouble = unreached
    ? `We could not reach our server just now, so these are the records in our snapshot, as of ${britishDate(list.asOf)}.`
    : troubleLine(list);
  const selected = search.bill;
  const field = "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-ink focus:border-ink";

  return (
    <section
      id={anchorFor("Bills before Parliament")}
      aria-labelledby={`${id}-heading`}
      className="border-b border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          Bills before Parliament
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          Search the bills in UK Parliament, see the stage each has reached and the next one listed, and follow a bill
          in your calendar. Every bill links to its page on bills.parliament.uk.
        </p>
        <p className="mt-2 text-sm text-slate-600" data-testid="policy-freshness">
          {freshnessLine(list)}
        </p>
        {trouble && (
          <p role="alert" className="mt-2 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-ink">
            {trouble}
          </p>
        )}
        {selected !== null ? (
          <Suspense fallback={<p className="mt-6 text-slate-700">Opening the bill…</p>}>
            <BillView
              key={selected}
              id={selected}
              known={list.bills.find((b) => b.id === selected) ?? null}
              back={`${PAGE_PATH}${queryFromSearch({ ...search, bill: null })}`}
            />
          </Suspense>
        ) : (
          <>
            <form
              method="get"
              action={PAGE_PATH}
              role="search"
              aria-label="Search the bills"
              className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
              onSubmit={onSubmit}
            >
              <div>
                <label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
                  Words in the bill's title
                </label>
                <input
                  id={`${id}-q`}
                  name="q"
                  type="search"
                  defaultValue={search.words}
                  key={search.words}
                  maxLength={SEARCH_MAX_CHARS}
                  className={field}
                />
              </div>
              <div>
                <label htmlFor={`${id}-topic`} className="text-sm font-semibold text-ink">
                  Topic
                </label>
                <select
                  id={`${id}-topic`}
                  name="topic"
                  value={search.topic ?? ""}
                  onChange={(e) => go({ ...search, topic: searchFromQuery(`topic=${e.target.value}`).topic }, true)}
                  className={field}
                >
                  <option value="">Any topic</option>
                  {POLICY_TOPICS.map((t) => (
                    <option key={t.slug} value={t.slug}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-house`} className="text-sm font-semibold text-ink">
                  House
                </label>
                <select
                  id={`${id}-house`}
                  name="house"
                  value={search.house ?? ""}
                  onChange={(e) => go({ ...search, house: searchFromQuery(`house=${e.target.value}`).house }, true)}
                  className={field}
                >
                  <option value="">Either House</option>
                  {HOUSES.map((h) => (
                    <option key={h} value={h}>
                      {h === "commons" ? "Commons" : "Lords"}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <button
                  type="submit"
                  className="rounded-md bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-800"
                >
                  Search
                </button>
              </div>
            </form>
            <p role="status" aria-live="polite" className="mt-4 text-sm font-semibold text-ink">
              {shown.length === 0
                ? "No bill matches that search."
                : `${shown.length} bill${shown.length === 1 ? "" : "s"} ${shown.length === 1 ? "matches" : "match"}.`}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Bills">
              {shown.map((bill) => (
                <BillItem key={bill.id} bill={bill} search={search} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
