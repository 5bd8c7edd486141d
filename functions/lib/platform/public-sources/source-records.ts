// A source's records checked one by one: a record that does not fit its schema is left out and
// counted, never guessed at, so one odd record does not cost the whole list and the page can say
// how many were left out. A response whose frame does not fit (no list at all) is a bad shape.
import * as v from "valibot";
import { SourceProblem } from "./source-fetch.ts";

export interface Checked<T> {
  readonly records: T[];
  readonly skipped: number;
}

export function checkRecords<S extends v.GenericSchema>(
  items: readonly unknown[],
  schema: S,
): Checked<v.InferOutput<S>> {
  const records: v.InferOutput<S>[] = [];
  let skipped = 0;
  for (const item of items) {
    const result = v.safeParse(schema, item);
    if (result.success) records.push(result.output);
    else skipped++;
  }
  return { records, skipped };
}

/** The response's frame (the envelope around the records), or a bad-shape SourceProblem. */
export function checkFrame<S extends v.GenericSchema>(body: unknown, schema: S, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new SourceProblem("bad-shape", `${what}: ${v.summarize(result.issues).slice(0, 300)}`);
  return result.output;
}
