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

type Field = string | { name: string; mimeType: string; buffer: Buffer };

function served(response: Response): Served {
  return {
    status: () => response.status,
    headers: () => Object.fromEntries(response.headers),
    text: () => response.text(),
    json: () => response.json(),
  };
}

function formData(fields: Record<string, Field>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
  }
  return form;
}

async function send(method: string, path: string, options: Options, body?: FormData): Promise<Served> {
  const response = await fetch(new URL(path, inject("distBaseUrl")), {
    method,
    headers: options.headers,
    body,
    redirect: options.maxRedirects === 0 ? "manual" : "follow",
  });
  return served(response);
}

export const request = {
  get: (path: string, options: Options = {}) => send("GET", path, options),
  post: (path: string, options: Options & { multipart: Record<string, Field> }) =>
    send("POST", path, options, formData(options.multipart)),
};

export type Request = typeof request;
