// StoryScanner's code on demand: sending the article (the contract in web/shared/api/storyscanner.ts),
// reading it in the browser when the function hands it back unread (no model, or the model
// failed), and showing the reading under headings with the reader that produced it.
import { Link } from "react-router-dom";
import { callApi, ApiRequestError, isNetworkError } from "../../lib/api.ts";
import {
  NAME_LABELS,
  READING_HEADINGS,
  READING_WORDS,
  readerLine,
  VERDICT_LINES,
} from "#shared/api/storyscanner-copy.ts";
import { storyScannerContract, type StoryReading, type StoryRequest } from "#shared/api/storyscanner.ts";
import { startStoryClient, type StoryClient } from "./story-client.ts";

/** The browser's reader failed (its worker did not load, or stopped). */
class BrowserReaderError extends Error {
  override readonly name = "BrowserReaderError";
}

let client: StoryClient | undefined;

/** The reader's worker, started on the first press and kept; dropped after a failure, so the next press starts afresh. */
function browserReader(): StoryClient {
  const started = (client ??= startStoryClient());
  return {
    read: (text) =>
      started.read(text).catch((error: unknown) => {
        if (client === started) client = undefined;
        throw new BrowserReaderError(error instanceof Error ? error.message : String(error));
      }),
  };
}

export async function requestReading(request: StoryRequest): Promise<StoryReading> {
  // Started now, beside the call, so the reader is loading while the function answers.
  const reader = browserReader();
  const answer = await callApi(storyScannerContract, request);
  if (answer.kind === "reading") return answer.reading;
  const text = answer.text ?? (request.kind === "text" ? request.text : "");
  return { reader: "built-in", source: answer.source, ...(await reader.read(text)) };
}

/** What the visitor is told when a reading did not come back: the server's reason when it gave one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === "rate_limited")
      return "You have scanned a lot of stories in a short time. Please wait a few minutes and try again.";
    if (error.serverMessage && error.status < 500) return error.serverMessage;
    if (error.serverMessage && (error.code === "upstream_failed" || error.code === "upstream_timeout"))
      return error.serverMessage;
  }
  if (error instanceof BrowserReaderError)
    return "StoryScanner could not read the article in your browser. Please try again, or reload the page.";
  if (isNetworkError(error)) return "StoryScanner could not reach our server. Check your connection and try again.";
  return READING_WORDS.failed;
}

export function announcement(reading: StoryReading): string {
  return `StoryScanner's reading is ready. ${VERDICT_LINES[reading.reading.verdict]}. ${reading.summary}`;
}

function Names({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="mt-1 text-slate-700">{names.length > 0 ? names.join(", ") : READING_WORDS.noNames}</dd>
    </div>
  );
}

export function StoryResult({ reading }: { reading: StoryReading }) {
  const heading = "font-display text-xl font-semibold text-ink";
  return (
    <article
      aria-label="StoryScanner's reading"
      className="mt-8 space-y-6 rounded-lg border border-slate-300 bg-white p-5"
    >
      <p className="text-sm text-slate-600">
        {readerLine(reading.reader, "browser")}
        {reading.source.kind === "address" && reading.source.address && (
          <>
            {" "}
            Read from <span className="break-all">{reading.source.address}</span>
            {reading.source.title ? ` (“${reading.source.title}”)` : ""}.
          </>
        )}{" "}
        {READING_WORDS.words(reading.source.words)}
      </p>
      <section>
        <h3 className={heading}>{READING_HEADINGS.summary}</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{reading.summary}</p>
      </section>
      <section>
        <h3 className={heading}>{READING_HEADINGS.names}</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Names label={NAME_LABELS.people} names={reading.people} />
          <Names label={NAME_LABELS.organisations} names={reading.organisations} />
          <Names label={NAME_LABELS.places} names={reading.places} />
        </dl>
      </section>
      <section>
        <h3 className={heading}>{READING_HEADINGS.services}</h3>
        {reading.services.length > 0 ? (
          <ul className="mt-2 space-y-3">
            {reading.services.map((service) => (
              <li key={service.slug}>
                <Link to={service.url} className="font-semibold text-ink underline">
                  {service.name}
                </Link>
                <p className="text-slate-700">{service.why}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{READING_WORDS.noService}</p>
        )}
      </section>
      <section>
        <h3 className={heading}>{READING_HEADINGS.reading}</h3>
        <p className="mt-2 font-semibold text-ink">
          {VERDICT_LINES[reading.reading.verdict]}
          {reading.reading.score !== null && (
            <span className="font-normal text-slate-600"> {READING_WORDS.score(reading.reading.score)}</span>
          )}
        </p>
        {reading.reading.sentences.length > 0 && (
          <>
            <p className="mt-2 text-sm text-slate-600">{READING_WORDS.drivers}</p>
            <ul className="mt-1 space-y-2">
              {reading.reading.sentences.map((sentence) => (
                <li key={sentence.text} className="border-l-4 border-slate-300 pl-3 text-slate-700">
                  <span className="font-semibold">{READING_WORDS.leaning[sentence.leaning]}</span>
                  {sentence.text}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section>
        <h3 className={heading}>{READING_HEADINGS.nextStep}</h3>
        {reading.nextStep ? (
          <p className="mt-2 leading-relaxed text-slate-700">
            {reading.nextStep.text}{" "}
            <Link to={reading.nextStep.url} className="font-semibold text-ink underline">
              {READING_WORDS.howItRuns(reading.nextStep.name)}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{READING_WORDS.noNextStep}</p>
        )}
      </section>
    </article>
  );
}
