// SWR settings for visitors' pages: queries never go stale, nothing retries, nothing refetches
// on focus, on reconnect or on a timer. Applied with <SWRConfig> around every part that fetches.
import type { SWRConfiguration } from "swr";
import { getJson } from "./api.ts";

export const swrConfig = {
  fetcher: getJson(),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: Number.POSITIVE_INFINITY,
} satisfies SWRConfiguration;
