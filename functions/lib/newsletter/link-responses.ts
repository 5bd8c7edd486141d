// Answers for the requests a newsletter email's links lead to, made by a browser rather than
// script: success redirects (303) to a prerendered page, a refusal is a page saying why. A bad or
// expired link is a 400, never a 500.
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { securityHeaders } from "#shared/security-headers.ts";
import { readConfig, type Config } from "../platform/config.ts";
import type { AppEnv } from "../platform/env.ts";
import { ApiError } from "../platform/errors.ts";
import { plainPage } from "../platform/plain-page.ts";
import { assertSameOrigin, readLimited, refuseDeclaredBody } from "../platform/request-guards.ts";

const HEADERS = Object.entries(securityHeaders({ turnstile: false }));

/**
 * A relative Location (RFC 9110 section 10.2.2): the browser resolves it against the address it
 * asked, so a forged Host header cannot turn our redirect into one to another site.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
}

function refusalPage(title: string, status: number, reason: string): Response {
  return plainPage({
    title,
    status,
    bodyHtml: `<ul><li>${escapeHtml(reason)}</li></ul>
    <p>If you need a hand, email <a href="mailto:${site.email}">${site.email}</a>. <a href="/">Go to the home page</a>.</p>`,
  });
}

/**
 * A newsletter page's button (its form posts back to the page's own URL, token included): another
 * site's post and an oversized body are refused as the API refuses them, then `work` runs and the
 * answer redirects to `donePath`; a refusal becomes a page titled `failureTitle`.
 */
export async function linkAction(
  request: Request,
  donePath: string,
  failureTitle: string,
  work: () => Promise<void>,
  /** A refusal's page in the site's frame, when there is one; otherwise the plain page says why. */
  framedRefusal?: (status: number) => Promise<Response | undefined>,
): Promise<Response> {
  try {
    assertSameOrigin(request);
    refuseDeclaredBody(request);
    await work();
    return seeOther(donePath);
  } catch (error) {
    const known = error instanceof ApiError;
    if (!known) console.error("Unhandled error on a newsletter link", error);
    const framed = known && framedRefusal ? await framedRefusal(error.status) : undefined;
    return (
      framed ??
      refusalPage(
        failureTitle,
        known ? error.status : 500,
        known ? error.message : "Something went wrong on our side. Please try again.",
      )
    );
  }
}

/**
 * A page function's answer (/confirm-subscription, /unsubscribe): only with settings that pass the
 * API's own check (so no development key signs or reads a link outside development), and with the
 * site's security headers, which Pages does not add to a function's response.
 */
export async function newsletterPage(
  env: AppEnv,
  title: string,
  answer: (config: Config) => Promise<Response>,
): Promise<Response> {
  const { config, problem } = readConfig(env);
  if (!config) console.error(`Server misconfigured: ${problem}.`);
  const response = config
    ? await answer(config)
    : refusalPage(
        title,
        500,
        "Something is wrong on our side, so this link cannot be used right now. Please try again later.",
      );
  for (const [name, value] of HEADERS) response.headers.set(name, value);
  return response;
}

/**
 * The body RFC 8058 (section 3.2) has the mail provider send: the one pair
 * "List-Unsubscribe=One-Click", as multipart/form-data or application/x-www-form-urlencoded.
 * Anything else is not a one-click unsubscribe.
 */
export async function requireOneClick(request: Request): Promise<void> {
  const type = request.headers.get("content-type") ?? "";
  const body = await readLimited(request);
  const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(type)
    ? await new Response(body, { headers: { "content-type": type } }).formData().catch(() => undefined)
    : undefined;
  if (form?.get("List-Unsubscribe") !== "One-Click") {
    throw new ApiError(
      "bad_request",
      "This address takes a mail app's one-click unsubscribe (the body List-Unsubscribe=One-Click). To unsubscribe yourself, open the link in the email.",
    );
  }
}
