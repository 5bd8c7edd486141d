// Handlers answer through an endpoint's contract (web/shared/api/): the answer is typed by its
// response schema, so a handler cannot drift from what the browser parses. (Bodies are parsed
// with the contract's request schema in visitor-request.ts.)
import type * as v from "valibot";
import type { Contract, ReadonlyDeep } from "#shared/api/contract.ts";
import { json } from "./errors.ts";

/** The contract's JSON answer: `data` must be what its response schema accepts. */
export function reply<Path extends string, Req extends v.GenericSchema | undefined, Res extends v.GenericSchema>(
  _contract: Contract<Path, Req, Res>,
  data: ReadonlyDeep<v.InferInput<Res>>,
  init: ResponseInit = {},
): Response {
  return json(data, init);
}
