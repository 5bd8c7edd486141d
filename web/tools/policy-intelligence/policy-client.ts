// Policy Intelligence's requests from the page: the bills and one bill, each answer parsed with
// the contract's schema, so the page shows only what fits.
import * as v from "valibot";
import { apiUrl } from "#shared/api/contract.ts";
import {
  billAnswerSchema,
  billContract,
  billListContract,
  billListSchema,
  type BillAnswer,
  type BillList,
} from "#shared/api/policy-intelligence.ts";
import { apiRequest } from "../../lib/api.ts";

/** Every bill the source has (the page filters them itself, by the same rules as the API). */
export async function fetchBills(signal?: AbortSignal): Promise<BillList> {
  const response = await apiRequest("GET", apiUrl(billListContract, {}), undefined, { signal });
  return v.parse(billListSchema, await response.json());
}

export async function fetchBill(id: number, signal?: AbortSignal): Promise<BillAnswer> {
  const response = await apiRequest("GET", apiUrl(billContract, { id: String(id) }), undefined, { signal });
  return v.parse(billAnswerSchema, await response.json());
}
