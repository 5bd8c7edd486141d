// Triage Bot's built-in reader (no key): the service by TENFOLD's retrieval (./triage-matching.ts),
// unless the message asks for no service at all (./triage-not-service.ts); the urgency by the
// documented rule (./triage-urgency.ts); the owner from the team's specialisms; the reply from the
// opening-hours rule TENFOLD's hand-off uses.
import type { Triage } from "#shared/api/triage.ts";
import { replyExpectation } from "#shared/opening-hours.ts";
import { notAServiceEnquiry } from "./triage-not-service.ts";
import { matchService, ownerFor, type ServiceMatch } from "./triage-matching.ts";
import { readUrgency } from "./triage-urgency.ts";

/** How many of the matched words the reason quotes. */
const REASON_WORDS = 5;

const quoted = (words: readonly string[]) => {
  const list = words.slice(0, REASON_WORDS).map((w) => `“${w}”`);
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
};

function reasonFor(match: ServiceMatch, crisisSignals: readonly string[]): string {
  const where = match.section ? `its section “${match.section}”` : "its summary";
  const crisis = crisisSignals.length > 0 ? ` It reads as a crisis (${quoted(crisisSignals)}).` : "";
  return `The enquiry’s words ${quoted(match.words)} match our ${match.service.name} page best (${where}).${crisis}`;
}

export function builtInTriage(text: string, now: Date): Triage {
  const urgency = readUrgency(text, now);
  const notService = notAServiceEnquiry(text);
  const { match, people } = notService
    ? { match: undefined, people: new Map<string, number>() }
    : matchService(text, urgency.crisis);
  const owner = match ? ownerFor(match.service.slug, people) : undefined;
  return {
    service: match ? { slug: match.service.slug, name: match.service.name } : null,
    serviceReason: notService
      ? `This reads as ${notService.reads}, not a request for one of our services; a consultant will pass it to the right person.`
      : match
        ? reasonFor(match, urgency.crisis)
        : "Nothing in the enquiry matches one of our services closely enough to name one; a consultant will read it and route it by hand.",
    urgency: urgency.urgency,
    signals: [...urgency.signals],
    deadline: urgency.deadline,
    owner: owner ? { id: owner.slug, name: owner.name } : null,
    replyBy: replyExpectation(now),
    reader: "built-in",
  };
}
