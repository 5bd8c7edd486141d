// A list's request, from its page's address: the filters it knows, in their own order, then the
// page's cursor. One function for the page and for the preload at start (main.tsx), so both ask
// for the same key and the page finds its rows already on their way.
import { apiUrl, type Contract, type PathParams } from "#shared/api/contract.ts";

export function listQuery(params: URLSearchParams, filters: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of [...filters, "before"]) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  return query;
}

/** The SWR key of a staff endpoint's answer: its URL with the query. */
export function staffDataKey<Path extends string>(
  contract: Contract<Path>,
  params: PathParams<Path>,
  query: URLSearchParams | Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${apiUrl(contract, params)}${search ? `?${search}` : ""}`;
}
