// StoryScanner's code on demand: sending the article (the contract in web/shared/api/storyscanner.ts)
// and the reading that comes back, under headings, with the reader that produced it.
import { Link } from "react-router-dom";
import { callApi, ApiRequestError, isNetworkError } from "../../lib/api.ts";
import { storyScannerContract, type StoryReading, type StoryRequest } from "#shared/api/storyscanner.ts";

export function requestReading(request: StoryRequest): Promise<StoryReading> {
  return callApi(storyScannerContract, request);
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
  if (isNetworkError(error)) return "StoryScanner could not reach our server. Check your connection and try again.";
  return "Something went wrong on our side while reading the story. Please try again.";
}

const VERDICT = {
  risk: "Reads as a risk",
  opportunity: "Reads as an opportunity",
  mixed: "Reads as mixed: neither clearly a risk nor an opportunity",
} as const;

const READER = {
  "built-in": "Read by StoryScanner's built-in reader (language analysis and our own service pages, no AI model).",
  model: "Read by an AI model (OpenAI), asked for this shape of answer and checked on the way back.",
} as const;

export function announcement(reading: StoryReading): string {
  return `StoryScanner's reading is ready. ${VERDICT[reading.reading.verdict]}. ${reading.summary}`;
}

function Names({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="mt-1 text-slate-700">{names.length > 0 ? names.join(", ") : "None found"}</dd>
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
        {READER[reading.reader]}
        {reading.source.kind === "address" && reading.source.address && (
          <>
            {" "}
            Read from <span className="break-all">{reading.source.address}</span>
            {reading.source.title ? ` (“${reading.source.title}”)` : ""}.
          </>
        )}{" "}
        {reading.source.words.toLocaleString("en-GB")} words.
      </p>
      <section>
        <h3 className={heading}>The story in one line</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{reading.summary}</p>
      </section>
      <section>
        <h3 className={heading}>Who and what is named</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Names label="People" names={reading.people} />
          <Names label="Organisations" names={reading.organisations} />
          <Names label="Places" names={reading.places} />
        </dl>
      </section>
      <section>
        <h3 className={heading}>Services it touches</h3>
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
          <p className="mt-2 text-slate-700">None of our services clearly fits this story.</p>
        )}
      </section>
      <section>
        <h3 className={heading}>Risk or opportunity</h3>
        <p className="mt-2 font-semibold text-ink">
          {VERDICT[reading.reading.verdict]}
          {reading.reading.score !== null && (
            <span className="font-normal text-slate-600">
              {" "}
              (lexicon score {reading.reading.score.toLocaleString("en-GB")} per 100 words)
            </span>
          )}
        </p>
        {reading.reading.sentences.length > 0 && (
          <>
            <p className="mt-2 text-sm text-slate-600">The sentences that drove it:</p>
            <ul className="mt-1 space-y-2">
              {reading.reading.sentences.map((sentence) => (
                <li key={sentence.text} className="border-l-4 border-slate-300 pl-3 text-slate-700">
                  <span className="font-semibold">{sentence.leaning === "risk" ? "Risk: " : "Opportunity: "}</span>
                  {sentence.text}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section>
        <h3 className={heading}>What we would do next</h3>
        {reading.nextStep ? (
          <p className="mt-2 leading-relaxed text-slate-700">
            {reading.nextStep.text}{" "}
            <Link to={reading.nextStep.url} className="font-semibold text-ink underline">
              How our {reading.nextStep.name} work runs
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-slate-700">Talk to us: the story does not point clearly to one of our services.</p>
        )}
      </section>
    </article>
  );
}
