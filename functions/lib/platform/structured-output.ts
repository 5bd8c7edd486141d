// A model's reading in a shape the code already knows: the Responses API with a strict JSON
// schema (structured outputs), made from the same valibot schema that then parses the answer back.
// The tools a visitor can try ask it for their reading and fall back to their built-in reader on
// anything short of a valid answer in time, so a caller gets the parsed value or undefined, and
// the reason is logged, never shown.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { openAIClient } from "./openai.ts";
import type { ToolModelSettings } from "./openai.ts";

export interface StructuredRequest<S extends v.GenericSchema> {
  /** Names the schema to the model (letters, digits, `_` and `-`). */
  readonly name: string;
  readonly schema: S;
  readonly instructions: string;
  readonly input: string;
  readonly maxOutputTokens: number;
  /** The client's pseudonym for the model's safety checks (functions/lib/platform/client-identity.ts). */
  readonly safetyId: string;
}

/**
 * Structured outputs accept a subset of JSON Schema: every property listed in `required` and
 * `additionalProperties: false` on each object. valibot's converter marks optional keys as not
 * required, so the tools' model schemas declare no optional keys (an absent value is `null`).
 */
export function strictJsonSchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _, ...json } = toJsonSchema(schema, { errorMode: "ignore" }) as Record<string, unknown>;
  return closeObjects(json) as Record<string, unknown>;
}

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => [key, closeObjects(value)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  if (object["type"] === "object") object["additionalProperties"] = false;
  return object;
}

/** The model's answer parsed with `schema`, or undefined when it failed, was late or did not fit. */
export async function askStructured<S extends v.GenericSchema>(
  settings: ToolModelSettings,
  request: StructuredRequest<S>,
  fetchImpl?: typeof fetch,
): Promise<v.InferOutput<S> | undefined> {
  const client = openAIClient(settings, fetchImpl);
  try {
    const response = await client.responses.create({
      model: settings.model,
      instructions: request.instructions,
      input: request.input,
      max_output_tokens: request.maxOutputTokens,
      store: false,
      safety_identifier: request.safetyId,
      text: {
        format: { type: "json_schema", name: request.name, strict: true, schema: strictJsonSchema(request.schema) },
      },
    });
    const parsed = v.safeParse(request.schema, JSON.parse(response.output_text));
    if (parsed.success) return parsed.output;
    console.warn(`The model's ${request.name} did not fit its schema:`, v.summarize(parsed.issues));
  } catch (error) {
    // Late (the SDK's timeout is the tool's budget), refused, or not JSON: the built-in reader answers.
    console.warn(`The model's ${request.name} failed:`, error instanceof Error ? error.message : error);
  }
  return undefined;
}
