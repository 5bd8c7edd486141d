// A search of the bills and the page's address, one for the other: the words, a topic and a House
// live in the query (/policy-intelligence?q=cyber&topic=digital&house=lords), so a search can be
// bookmarked, shared and sent back with the browser's Back button, and the functions filter by the
// same rules the page does. Topics are the firm's reading of a bill's titles and department, by
// the words listed here: a bill is on a topic when one of them appears, nothing more is inferred.
import type { Bill } from "./policy-intelligence.ts";

export const POLICY_TOPICS = [
  {
    slug: "housing-planning",
    name: "Housing and planning",
    words: ["housing", "homes", "renters", "rented", "planning", "infrastructure", "leasehold", "building"],
  },
  {
    slug: "justice",
    name: "Justice and policing",
    words: ["sentencing", "crime", "policing", "justice", "courts", "offences", "accountability", "victims"],
  },
  {
    slug: "digital",
    name: "Digital and cyber",
    words: ["cyber", "digital", "data", "online", "network and information systems", "technology"],
  },
  {
    slug: "constitution",
    name: "Constitution, rights and elections",
    words: [
      "representation of the people",
      "elections",
      "human rights",
      "convention",
      "equality",
      "public office",
      "lords",
    ],
  },
  {
    slug: "economy",
    name: "Economy, tax and work",
    words: ["finance", "tax", "employment", "pension", "budget", "treasury", "business"],
  },
] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number]["slug"];

export const HOUSES = ["commons", "lords"] as const;
export type HouseFilter = (typeof HOUSES)[number];

/** The longest search the page and the API take: a few words, not a document. */
export const SEARCH_MAX_CHARS = 120;

export interface BillSearch {
  /** Words that must all appear (any case) in the bill's titles or department. */
  readonly words: string;
  readonly topic: PolicyTopic | null;
  readonly house: HouseFilter | null;
  /** The bill shown on its own, by its Bills API id. */
  readonly bill: number | null;
}

export const EMPTY_SEARCH: BillSearch = { words: "", topic: null, house: null, bill: null };

const isTopic = (value: string | null): value is PolicyTopic => POLICY_TOPICS.some((t) => t.slug === value);
const isHouse = (value: string | null): value is HouseFilter => HOUSES.some((h) => h === value);

/** The search an address's query holds; parameters that are not one of ours, or not valid, are ignored. */
export function searchFromQuery(query: URLSearchParams | string): BillSearch {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const words = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_CHARS);
  const topic = params.get("topic");
  const house = params.get("house");
  const bill = params.get("bill") ?? "";
  return {
    words,
    topic: isTopic(topic) ? topic : null,
    house: isHouse(house) ? house : null,
    bill: /^[1-9]\d{0,8}$/.test(bill) ? Number(bill) : null,
  };
}

/** The query for a search ("" for none), its parameters in one order so one search has one address. */
export function queryFromSearch(search: BillSearch): string {
  const params = new URLSearchParams();
  if (search.words.trim()) params.set("q", search.words.trim());
  if (search.topic) params.set("topic", search.topic);
  if (search.house) params.set("house", search.house);
  if (search.bill !== null) params.set("bill", String(search.bill));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const searchable = (bill: Bill) => `${bill.title} ${bill.longTitle ?? ""} ${bill.department ?? ""}`.toLowerCase();

/** The topics a bill's titles and department name, by the topics' words. */
export function topicsOf(bill: Bill): PolicyTopic[] {
  const text = searchable(bill);
  return POLICY_TOPICS.filter((topic) => topic.words.some((word) => text.includes(word))).map((t) => t.slug);
}

export function matchesSearch(bill: Bill, search: BillSearch): boolean {
  const text = searchable(bill);
  const words = search.words.toLowerCase().split(" ").filter(Boolean);
  if (!words.every((word) => text.includes(word))) return false;
  if (search.topic && !topicsOf(bill).includes(search.topic)) return false;
  if (search.house) {
    // A bill is before the House it is in now; an Act or a finished bill, the one it started in.
    const house = (bill.currentHouse === "Unassigned" ? bill.originatingHouse : bill.currentHouse).toLowerCase();
    if (house !== search.house) return false;
  }
  return true;
}

export const filterBills = (bills: readonly Bill[], search: BillSearch): Bill[] =>
  bills.filter((bill) => matchesSearch(bill, search));
