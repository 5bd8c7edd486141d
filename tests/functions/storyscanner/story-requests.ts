// What StoryScanner's functions tests share: the request (from the page's script, or the form's
// own post from a browser that ran no script), the fake news site's addresses with loopback opened
// for it, and an article to paste.
import { env } from "cloudflare:test";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";
import { callApi, ORIGIN, postJson } from "../call-api.ts";

/** The fake news site is on loopback, which only this development setting opens. */
export const NEWS_SITE: Partial<AppEnv> = { TOOLS_FETCH_ALLOW_LOOPBACK: "true" };

/** The fake news site's article page (tests/fakes/fake-news-site.ts), as its page says. */
export const HARBOUR_HOMES = {
  path: "/news/harbour-homes",
  title: "Councillors reject 600 homes on Portsmouth harbour site",
  person: "Margaret Oduya",
};

export const newsUrl = (path: string) => `${env.FAKE_NEWS_URL}${path}`;

let client = 0;
/** A client of its own for each call, so one test's requests never meet another's rate limit. */
export function scan(body: unknown, overrides: Partial<AppEnv> = NEWS_SITE, ip?: string): Promise<Response> {
  client++;
  return postJson("/api/storyscanner", body, { "cf-connecting-ip": ip ?? `198.51.100.${client % 250}` }, overrides);
}

/** The form's fields as a browser posts them when the page's script never ran. */
export function postForm(
  fields: { text?: string; address?: string },
  overrides: Partial<AppEnv> = NEWS_SITE,
  headers: Record<string, string> = {},
): Promise<Response> {
  client++;
  return callApi(
    "/api/storyscanner",
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
        "cf-connecting-ip": `198.51.100.${client % 250}`,
        ...headers,
      },
      body: new URLSearchParams({ text: fields.text ?? "", address: fields.address ?? "" }).toString(),
    },
    overrides,
  );
}

export const PASTED_ARTICLE = `The Welsh Government has announced a review of bus funding after operators in Swansea and Cardiff warned that dozens of rural routes could close by the summer.

Transport minister Rhian Powell told the Senedd that the review would report within three months and that no route would be withdrawn while it ran. Operators said rising fuel and staff costs had left many services running at a loss.

Passenger groups welcomed the pause but said the government must consult people who depend on the buses before any decision is made. The Confederation of Passenger Transport said it would submit evidence to the review.`;
