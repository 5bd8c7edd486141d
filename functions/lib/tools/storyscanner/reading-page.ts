// The pages a browser that ran no script gets back from StoryScanner's form: the reading, under the
// same headings as the panel shows it (web/shared/api/storyscanner-copy.ts), or why the article
// could not be read, with a way back to the form (the browser's Back button keeps what was typed).
import {
  NAME_LABELS,
  READING_HEADINGS,
  READING_WORDS,
  readerLine,
  VERDICT_LINES,
} from "#shared/api/storyscanner-copy.ts";
import type { StoryReading } from "#shared/api/storyscanner.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { plainPage } from "../../platform/plain-page.ts";

const STORYSCANNER_PAGE = "/storyscanner";

const READING_CSS =
  "ul.reading { color: inherit; } li { margin: .5rem 0; } h2 { font: 600 1.35rem/1.3 Georgia, serif; margin: 2rem 0 .5rem; } dt { font-weight: 600; } dd { margin: 0 0 .75rem; } .note { color: #475569; font-size: .95rem; }";

const back = `<p><a href="${STORYSCANNER_PAGE}">Scan another story</a></p>`;

function section(heading: string, body: string): string {
  return `<section><h2>${escapeHtml(heading)}</h2>${body}</section>`;
}

const names = (list: readonly string[]) => escapeHtml(list.length > 0 ? list.join(", ") : READING_WORDS.noNames);

function readingHtml(reading: StoryReading): string {
  const source =
    reading.source.kind === "address" && reading.source.address
      ? ` Read from ${escapeHtml(reading.source.address)}${reading.source.title ? ` (“${escapeHtml(reading.source.title)}”)` : ""}.`
      : "";
  const services =
    reading.services.length > 0
      ? `<ul class="reading">${reading.services
          .map(
            (s) =>
              `<li><a href="${escapeHtml(s.url)}"><strong>${escapeHtml(s.name)}</strong></a><br>${escapeHtml(s.why)}</li>`,
          )
          .join("")}</ul>`
      : `<p>${escapeHtml(READING_WORDS.noService)}</p>`;
  const { verdict, score, sentences } = reading.reading;
  const drivers =
    sentences.length > 0
      ? `<p class="note">${escapeHtml(READING_WORDS.drivers)}</p><ul class="reading">${sentences
          .map((s) => `<li><strong>${escapeHtml(READING_WORDS.leaning[s.leaning])}</strong>${escapeHtml(s.text)}</li>`)
          .join("")}</ul>`
      : "";
  const next = reading.nextStep
    ? `<p>${escapeHtml(reading.nextStep.text)} <a href="${escapeHtml(reading.nextStep.url)}">${escapeHtml(READING_WORDS.howItRuns(reading.nextStep.name))}</a></p>`
    : `<p>${escapeHtml(READING_WORDS.noNextStep)}</p>`;
  return [
    `<p class="note">${escapeHtml(readerLine(reading.reader, "server"))}${source} ${escapeHtml(READING_WORDS.words(reading.source.words))}</p>`,
    section(READING_HEADINGS.summary, `<p>${escapeHtml(reading.summary)}</p>`),
    section(
      READING_HEADINGS.names,
      `<dl>${(["people", "organisations", "places"] as const)
        .map((kind) => `<dt>${NAME_LABELS[kind]}</dt><dd>${names(reading[kind])}</dd>`)
        .join("")}</dl>`,
    ),
    section(READING_HEADINGS.services, services),
    section(
      READING_HEADINGS.reading,
      `<p><strong>${escapeHtml(VERDICT_LINES[verdict])}</strong>${score === null ? "" : ` ${escapeHtml(READING_WORDS.score(score))}`}</p>${drivers}`,
    ),
    section(READING_HEADINGS.nextStep, next),
    back,
  ].join("\n    ");
}

export function readingPage(reading: StoryReading): Response {
  return plainPage({ title: "StoryScanner's reading", status: 200, bodyHtml: readingHtml(reading), css: READING_CSS });
}

/** Why the article could not be read: `status` and the sentence the panel would have shown. */
export function unreadPage(status: number, reasons: readonly string[], headers: Record<string, string> = {}): Response {
  return plainPage({
    title: "StoryScanner could not read that",
    status,
    headers,
    bodyHtml: `<ul>${reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("")}</ul>
    <p>Use your browser's Back button to return to the form: it keeps what you typed there.</p>
    ${back}`,
  });
}
