// What a contract is: one endpoint's method, path (itty-router style, relative to /api), request
// and response schemas and the error codes it may answer. The browser's client (web/lib/api.ts)
// and the functions' helpers (functions/lib/contract.ts) are both built on it.
import type * as v from "valibot";
import type { ErrorCode } from "./error-codes.ts";

export type Method = "GET" | "POST" | "DELETE";

/**
 * A JSON body is described by its schema; `undefined` means the endpoint takes no JSON body (a
 * form upload or an empty POST) or answers something other than JSON (a redirect, a page, a
 * file, CSV): `responseKind` says which.
 */
export interface Contract<Path extends string = string, Req extends v.GenericSchema | undefined = v.GenericSchema | undefined, Res extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  readonly method: Method;
  readonly path: Path;
  readonly request: Req;
  readonly response: Res;
  readonly responseKind: "json" | "json-or-events" | "redirect" | "page-or-redirect" | "file" | "json-or-csv";
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
export type ReadonlyDeep<T> = T extends readonly (infer U)[] ? readonly ReadonlyDeep<U>[] : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

export const defineContract = <const Path extends string, Req extends v.GenericSchema | undefined, Res extends v.GenericSchema | undefined>(contract: Contract<Path, Req, Res>) => contract;

/** The URL of a contract's endpoint, its `:name` segments filled in (encoded). */
export function apiUrl(contract: Pick<Contract, "path">, params: Readonly<Record<string, string>>): string {
  return `/api${contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}`;
}
