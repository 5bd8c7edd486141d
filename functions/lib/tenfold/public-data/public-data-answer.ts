// TENFOLD's answer to a question about a public date (a recess, a sitting day, a consultation's
// closing), read from GovCal Pro's own list: the same service, cache and snapshot the page uses,
// so the two never disagree. Neither answerer can know these dates (the site's passages do not
// hold them and a model's training is older), so such a question is answered here, with or
// without a key: the fact, GovCal Pro's page and the official source, and how fresh the data is.
import { NO_FILTERS, filtersQuery, MAX_WINDOW_DAYS, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import type { GovcalAnswer, GovcalEntry } from "#shared/api/govcal.ts";
import { SOURCE_PROBLEM_WORDS, type Served } from "#shared/api/public-sources.ts";
import type { ChatAction } from "#shared/api/tenfold-knowledge.ts";
import { britishDate } from "#shared/british-date.ts";
import { govcalList, ukToday, type GovcalDeps } from "../../tools/govcal/govcal-service.ts";
import type { Answer } from "../chat/builtin-answerer.ts";
import { addDays } from "./public-data-dates.ts";
import { publicDataQuestion, type PublicDataQuestion } from "./public-data-question.ts";
import { consultationReading, recessReading, sittingReading, type Reading } from "./public-data-replies.ts";

const GOVCAL_PAGE = "/govcal-pro";

const ukTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

/**
 * "Parliament's calendar as of 6 December 2026, 20:41 UK time": when the data was fetched from its
 * source, and, when it is not the latest, why (a failed refresh, or only the stored snapshot).
 */
export function freshnessLine(label: string, served: Served): string {
  const problem = served.problem ? `the source ${SOURCE_PROBLEM_WORDS[served.problem.reason]}` : undefined;
  if (served.from === "snapshot")
    return `${label} as of ${britishDate(served.asOf.slice(0, 10))}, from GovCal Pro's stored snapshot (${problem ?? "the source has not been read yet"}).`;
  const when = `${britishDate(served.asOf)}, ${ukTime.format(new Date(served.asOf))} UK time`;
  return `${label} as of ${when}${problem ? ` (the latest refresh failed: ${problem})` : ""}.`;
}

/** The view the answer was read from, as GovCal Pro's address: the visitor can check it and see the rest. */
function pageFilters(question: PublicDataQuestion, range: GovcalAnswer["range"], used: readonly GovcalEntry[]) {
  const filters: GovcalFilters = { ...NO_FILTERS, from: range.from, to: range.to };
  if (question.kind === "consultation") {
    const [only, ...more] = used;
    const department = only?.department?.slug;
    return {
      ...filters,
      department: department && more.every((e) => e.department?.slug === department) ? department : null,
    };
  }
  return { ...filters, house: question.house };
}

function reading(question: PublicDataQuestion, list: GovcalAnswer, today: string): Reading {
  if (question.kind === "consultation") return consultationReading(question.about, list.entries);
  if (question.kind === "sitting") return sittingReading(question, list.entries);
  return recessReading(question, list.entries, today, list.range.to, list.sources.parliament.from === "snapshot");
}

function answerOf(question: PublicDataQuestion, list: GovcalAnswer, today: string): Answer {
  const { lines, used, unknown } = reading(question, list, today);
  const page = `${GOVCAL_PAGE}${filtersQuery(pageFilters(question, list.range, used))}`;
  const official = [...new Map(used.map((e) => [e.sourceUrl, e])).values()].slice(0, 3);
  const sourceLinks = official.map((e) => `[${e.sourceName}: ${e.title}](${e.sourceUrl})`).join(", ");
  const freshness =
    question.kind === "consultation"
      ? freshnessLine("GOV.UK's consultations", list.sources.govuk)
      : freshnessLine("Parliament's calendar", list.sources.parliament);
  const pointer = unknown
    ? `[GovCal Pro](${page}) lists every recess and open consultation it knows of, with its official source.`
    : `See it in [GovCal Pro](${page})${sourceLinks ? `, and on the official page: ${sourceLinks}` : ""}.`;
  const actions: ChatAction[] = [
    { type: "navigate", href: page, label: "Open GovCal Pro" },
    ...official
      .slice(0, 1)
      .map((e) => ({ type: "navigate" as const, href: e.sourceUrl, label: `Go to ${e.sourceName}` })),
  ];
  return {
    text: [lines.join(" "), pointer, freshness].join("\n\n"),
    actions,
    sources: [
      { title: "GovCal Pro", url: page },
      ...official.map((e) => ({ title: `${e.sourceName}: ${e.title}`, url: e.sourceUrl })),
    ],
    declined: unknown,
    used: [],
  };
}

/**
 * The answer to a public-date question from GovCal Pro's data, or undefined when the message asks
 * something else (then the answerers take it as before). The list covers as far ahead as GovCal
 * Pro's feeds do, from today or from the day asked about.
 */
export async function publicDataAnswer(message: string, deps: GovcalDeps): Promise<Answer | undefined> {
  const today = ukToday((deps.now ?? Date.now)());
  const question = publicDataQuestion(message, today);
  if (!question) return undefined;
  const from = question.kind === "sitting" ? question.date : today;
  const list = await govcalList(
    { ...NO_FILTERS, from, to: addDays(from, MAX_WINDOW_DAYS) },
    { ...deps, defaultDays: MAX_WINDOW_DAYS },
  );
  return answerOf(question, list, today);
}
