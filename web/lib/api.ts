// The browser's request layer (spec section 7). Queries: GET with credentials and no-cache
// headers, read as JSON, 401 an error by default. Other requests: method, URL, optional JSON
// body, credentials, and any non-ok status an error whose message is "status: body" (or the
// status text when the body is empty, spec section 8).

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiRequestError";
  }

  /** The server's `{ error }` message, when the body was JSON. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown; message?: unknown };
      const message = parsed.error ?? parsed.message;
      return typeof message === "string" && message ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

export type On401 = "throw" | "returnNull";

export function getJson<T>(on401: On401 = "throw") {
  return async (url: string): Promise<T | null> => {
    const response = await fetch(url, { credentials: "include", headers: { "cache-control": "no-cache", pragma: "no-cache" } });
    if (response.status === 401 && on401 === "returnNull") return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** A failure to reach the server at all (offline, DNS, CORS), as opposed to an error answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
