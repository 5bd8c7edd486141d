// Handlers read a request and answer through an endpoint's contract (web/shared/api/): the body
// is parsed with the contract's request schema, the answer is typed by its response schema, so a
// handler cannot drift from what the browser parses.
import type * as v from "valibot";
import type { Contract, ReadonlyDeep } from "../../web/shared/api/contract.ts";
import { json } from "./errors.ts";
import { parseBody, readJsonBody } from "./request-guards.ts";

/** The JSON body, checked against the contract's request schema (a 400 with field issues if not). */
export async function readRequest<Path extends string, Req extends v.GenericSchema>(contract: Contract<Path, Req>, request: Request, maxBytes?: number): Promise<v.InferOutput<Req>> {
  return parseBody(contract.request, await readJsonBody(request, maxBytes));
}

/** The contract's JSON answer: `data` must be what its response schema accepts. */
export function reply<Path extends string, Req extends v.GenericSchema | undefined, Res extends v.GenericSchema>(
  _contract: Contract<Path, Req, Res>,
  data: ReadonlyDeep<v.InferInput<Res>>,
  init: ResponseInit = {},
): Response {
  return json(data, init);
}

