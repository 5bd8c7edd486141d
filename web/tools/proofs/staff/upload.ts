// Sends a proof's multipart form with XMLHttpRequest, whose upload events report progress (fetch
// reports none). Failures come back as the console's other requests' do (lib/staff-api.ts): an
// expired sign-in marks the session expired and fails with SignedOutError, so the form keeps
// everything for after signing in again.
import * as v from "valibot";
import { ApiRequestError } from "../../../lib/api.ts";
import { apiUrl, type Contract, type PathParams } from "#shared/api/contract.ts";
import { staffFailure } from "../../../staff/lib/staff-api.ts";

function send(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300)
        return reject(new ApiRequestError(request.status, request.responseText, request.statusText));
      try {
        resolve(JSON.parse(request.responseText) as unknown);
      } catch (error) {
        reject(error instanceof Error ? error : new Error("The server's answer was not JSON."));
      }
    };
    // What fetch reports for the same failure (see isNetworkError): the server was not reached,
    // or Access redirected the upload to its sign-in on another origin.
    request.onerror = () => reject(new TypeError("The upload did not reach the server."));
    request.send(form);
  });
}

/** Uploads `form` to a staff upload endpoint; its parsed answer, or SignedOutError / ApiRequestError. */
export async function uploadTo<Path extends string, Res extends v.GenericSchema>(
  contract: Contract<Path, undefined, Res>,
  params: PathParams<Path>,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<Res>> {
  try {
    return v.parse(contract.response, await send(apiUrl(contract, params), form, onProgress));
  } catch (error) {
    throw await staffFailure(error);
  }
}
