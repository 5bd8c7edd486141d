// The hero's newsletter sign-up request, loaded when the visitor presses Subscribe: the request
// layer and the contract's schemas stay out of the home page's first load (its 100 KB budget).
import { subscribeContract } from "#shared/api/forms.ts";
import type { SubscribeRequest } from "#shared/schemas.ts";
import { callApi } from "../lib/api.ts";

export { ApiRequestError, isNetworkError } from "../lib/api.ts";

export const subscribeToNewsletter = (body: Partial<SubscribeRequest> & Pick<SubscribeRequest, "email">) =>
  callApi(subscribeContract, body);
