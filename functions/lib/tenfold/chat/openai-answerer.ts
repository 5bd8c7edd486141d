// TENFOLD with a model: the openai SDK's Responses API, grounded in the retrieved knowledge, which
// it cites by number (./model-citations.ts reads the citations).
// Bounded output, nothing stored at OpenAI (store: false; the Responses API stores by default),
// and a pseudonym of the client that is used for nothing else as the safety identifier. The
// client, its timeout and the mapping of upstream errors to 502/504 are functions/lib/platform/openai.ts.
import type OpenAI from "openai";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import type { ChatRequest } from "#shared/schemas.ts";
import { ApiError } from "../../platform/errors.ts";
import { openAIClient, upstreamError } from "../../platform/openai.ts";
import { NO_ADVICE, persona, SUGGEST_CONTACT, TONE } from "../persona.ts";
import type { ModelSettings } from "../../platform/config.ts";

export function systemPrompt(passages: readonly KnowledgePassage[]): string {
  const context = passages
    .map(
      (p, i) =>
        `[${i + 1}] ${p.heading ? `${p.page}: ${p.heading}` : p.page} (${p.url})\n${p.paragraphs.join("\n").slice(0, 1800)}`,
    )
    .join("\n\n");
  return [
    persona("the AI assistant on the website of"),
    "Answer visitors' questions about the firm, its services, tools, offices, opening hours, insights and how to get in touch.",
    "Use only the numbered site knowledge below. Never invent facts, prices, clients or people.",
    "After each statement, cite the passage it comes from by its number in square brackets, like [2] or [2, 5]. Cite only passages you used; greetings and how to get in touch are cited too.",
    `If no passage answers the question, say so plainly and ${SUGGEST_CONTACT}, and cite nothing: an answer citing nothing is shown as "not on the site".`,
    `Do not give ${NO_ADVICE}; offer to connect the visitor with a consultant instead.`,
    `Write ${TONE} (under 120 words). Use Markdown links to the site paths given, e.g. [Crisis Communications](/services/crisis-communications). No raw HTML.`,
    "",
    "Site knowledge:",
    context,
  ].join("\n");
}

function toInput(request: ChatRequest) {
  return [
    ...request.history.map((item) => ({
      role: item.role === "ai" ? ("assistant" as const) : ("user" as const),
      content: item.text,
    })),
    { role: "user" as const, content: request.message },
  ];
}

const UNREACHABLE = "TENFOLD could not reach its language model. Please try again.";

const mapUpstreamError = (error: unknown) =>
  upstreamError(error, {
    log: "OpenAI request failed",
    timeout: "TENFOLD took too long to answer. Please try again.",
    failed: UNREACHABLE,
  });

export class OpenAIAnswerer {
  private readonly client: OpenAI;

  constructor(
    private readonly settings: ModelSettings,
    fetchImpl?: typeof fetch,
  ) {
    this.client = openAIClient(settings, fetchImpl);
  }

  private params(request: ChatRequest, instructions: string, safetyId: string) {
    return {
      model: this.settings.model,
      instructions,
      input: toInput(request),
      max_output_tokens: this.settings.maxOutputTokens,
      store: false,
      safety_identifier: safetyId,
    };
  }

  async answer(request: ChatRequest, instructions: string, safetyId: string): Promise<string> {
    try {
      const response = await this.client.responses.create(this.params(request, instructions, safetyId));
      const text = response.output_text?.trim();
      if (!text) throw new ApiError("upstream_failed", UNREACHABLE);
      return text;
    } catch (error) {
      throw mapUpstreamError(error);
    }
  }

  /** Yields text deltas as they arrive. Errors before the first delta map to 502/504 as above. */
  async *stream(request: ChatRequest, instructions: string, safetyId: string): AsyncGenerator<string> {
    let events: AsyncIterable<OpenAI.Responses.ResponseStreamEvent>;
    try {
      events = await this.client.responses.create({ ...this.params(request, instructions, safetyId), stream: true });
    } catch (error) {
      throw mapUpstreamError(error);
    }
    let completed = false;
    try {
      for await (const event of events) {
        if (event.type === "response.output_text.delta") yield event.delta;
        else if (event.type === "response.completed") completed = true;
        else if (event.type === "error" || event.type === "response.failed")
          throw new Error(`upstream stream event ${event.type}`);
      }
    } catch (error) {
      throw mapUpstreamError(error);
    }
    if (!completed) throw mapUpstreamError(new Error("upstream stream ended before completion"));
  }
}
