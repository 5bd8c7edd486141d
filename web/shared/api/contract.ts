// What a contract is: one endpoint's method, path (itty-router style, relative to /api), request
// and response schemas and the error codes it may answer. The browser's client (web/lib/api.ts)
// and the functions' helpers (functions/lib/platform/reply.ts) are both built on it.
import type * as v from "valibot";
import { ADMIN_ERRORS, COMMON_ERRORS, VISITOR_POST_ERRORS, type ErrorCode } from "./error-codes.ts";

export type Method = "GET" | "POST" | "DELETE";
type Schema = v.GenericSchema | undefined;
export type ResponseKind = "json" | "json-or-events" | "redirect" | "page-or-redirect" | "file" | "json-or-csv";

/**
 * A JSON body is described by its schema; `undefined` means the endpoint takes no JSON body (a
 * form upload or an empty POST) or answers something other than JSON (a redirect, a page, a
 * file, CSV): `responseKind` says which.
 */
export interface Contract<Path extends string = string, Req extends Schema = Schema, Res extends Schema = Schema> {
  readonly method: Method;
  readonly path: Path;
  readonly request: Req;
  readonly response: Res;
  readonly responseKind: ResponseKind;
  readonly errors: readonly ErrorCode[];
}

/** `/approvals/:slug/decision` → `{ slug: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { readonly [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Readonly<Record<Name, string>>
    : Record<never, never>;

/**
 * What a writer may hand over for a schema's input: the same shape with readonly arrays and
 * fields, since the functions' own types are readonly and a writer never needs to mutate.
 */
export type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

interface ContractSpec<Path extends string, Req extends Schema, Res extends Schema> {
  readonly method: Method;
  readonly path: Path;
  /** Omitted: no JSON body. */
  readonly request?: Req;
  /** Omitted: the answer is not JSON (see `responseKind`). */
  readonly response?: Res;
  /** Default "json". */
  readonly responseKind?: ResponseKind;
  /** The codes beyond COMMON_ERRORS, which any request may answer before its handler runs. */
  readonly errors?: readonly ErrorCode[];
}

export function defineContract<
  const Path extends string,
  Req extends Schema = undefined,
  Res extends Schema = undefined,
>(spec: ContractSpec<Path, Req, Res>): Contract<Path, Req, Res> {
  const { method, path, request, response, responseKind = "json", errors = [] } = spec;
  // An omitted schema is `undefined`, which is what Req and Res default to.
  return {
    method,
    path,
    request: request as Req,
    response: response as Res,
    responseKind,
    errors: [...COMMON_ERRORS, ...errors],
  };
}

/** A visitor's JSON POST: it goes through the checks in functions/lib/platform/visitor-request.ts. */
export function visitorPost<const Path extends string, Req extends v.GenericSchema, Res extends v.GenericSchema>(
  path: Path,
  request: Req,
  response: Res,
  errors: readonly ErrorCode[] = [],
) {
  return defineContract({ method: "POST", path, request, response, errors: [...VISITOR_POST_ERRORS, ...errors] });
}

/** A staff endpoint behind the admin token. */
export function staffEndpoint<const Path extends string, Res extends Schema>(
  spec: Omit<ContractSpec<Path, undefined, Res>, "request">,
) {
  return defineContract({ ...spec, errors: [...ADMIN_ERRORS, ...(spec.errors ?? [])] });
}

/** The URL of a contract's endpoint, its `:name` segments filled in (encoded). */
export function apiUrl(contract: Pick<Contract, "path">, params: Readonly<Record<string, string>>): string {
  return `/api${contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}`;
}
