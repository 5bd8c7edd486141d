// A staff endpoint's answer, fetched with SWR and checked with the contract's response schema: a
// section renders typed data or its error, never an unchecked shape.
import useSWR from "swr";
import * as v from "valibot";
import type { Contract, PathParams } from "#shared/api/contract.ts";
import { staffDataKey } from "./list-query.ts";

export interface StaffData<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  readonly reload: () => void;
}

/** `query` is appended as the URL's search; `null` fetches nothing (yet). */
export function useStaffData<Path extends string, Res extends v.GenericSchema>(
  contract: Contract<Path, v.GenericSchema | undefined, Res>,
  params: PathParams<Path> | null,
  query: URLSearchParams | Record<string, string> = {},
): StaffData<v.InferOutput<Res>> {
  const key = params ? staffDataKey(contract, params, query) : null;
  const { data, error, isLoading, mutate } = useSWR<unknown, unknown>(key, { keepPreviousData: true });
  const parsed = data === undefined ? undefined : v.safeParse(contract.response, data);
  const parseError =
    parsed && !parsed.success ? new Error("The server's answer was not what the console expects.") : undefined;
  return {
    data: parsed?.success ? parsed.output : undefined,
    error: error ?? parseError,
    loading: isLoading,
    reload: () => void mutate(),
  };
}
