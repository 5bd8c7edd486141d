// The site passage nearest a question by TENFOLD's own retrieval, whether or not it reaches the
// bar for an answer: for staff, the page to extend, or none when nothing on the site relates.
import { focus } from "../chat/answer-finding.ts";
import { retrieve } from "../chat/knowledge-index.ts";
import { titleOf } from "../chat/reply-composition.ts";

export interface PassageLink {
  readonly title: string;
  readonly url: string;
}

/** What TENFOLD says to a greeting or a question about the world: passages of no page staff could write to. */
const NOT_PAGES = new Set(["topic:elsewhere", "topic:greeting"]);

/**
 * Answers so far: the site's passages are fixed for a deployment, and the same groups come back
 * each time staff open the report or change its period, at a few milliseconds' search each.
 */
const found = new Map<string, PassageLink | null>();
const FOUND_SIZE = 2000;

export function nearestPassage(question: string): PassageLink | null {
  const cached = found.get(question);
  if (cached !== undefined) return cached;
  const link = search(question);
  if (found.size >= FOUND_SIZE) found.clear();
  found.set(question, link);
  return link;
}

function search(question: string): PassageLink | null {
  const { hits, terms } = retrieve(question);
  const hit = hits.find((candidate) => !NOT_PAGES.has(candidate.passage.id));
  if (!hit) return null;
  // The section of its page that states most of the question, as TENFOLD would quote it.
  const { passage } = focus(hit, terms);
  return { title: titleOf(passage), url: passage.url };
}
