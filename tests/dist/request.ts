// What the browserless tests ask of the served build, in the shape of Playwright's `request`
// fixture (status(), headers(), text(), json()), so a test moved from the end-to-end lane keeps
// its assertions as they were.
import { inject } from "vitest";

export interface Served {
  status(): number;
  /** Header names in lower case, as Playwright gives them. */
  headers(): Record<string, string>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

interface Options {
  headers?: Record<string, string>;
  /** 0 answers a redirect itself instead of following it. */
  maxRedirects?: number;
}

function served(response: Response): Served {
  return {
    status: () => response.status,
    headers: () => Object.fromEntries(response.headers),
    text: () => response.text(),
    json: () => response.json(),
  };
}

async function get(path: string, options: Options = {}): Promise<Served> {
  const response = await fetch(new URL(path, inject("distBaseUrl")), {
    headers: options.headers,
    redirect: options.maxRedirects === 0 ? "manual" : "follow",
  });
  return served(response);
}

export const request = { get };

export type Request = typeof request;
