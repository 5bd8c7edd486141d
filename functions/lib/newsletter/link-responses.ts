// Answers for the requests a newsletter email's links lead to, made by a browser rather than
// script: success redirects (303) to a prerendered page, a refusal is a page saying why. A bad or
// expired link is a 400, never a 500.
import { site } from "../../../web/content/site.ts";
import { escapeHtml } from "../../../web/shared/escape-html.ts";
import { ApiError } from "../errors.ts";
import { plainPage } from "../plain-page.ts";

export function seeOther(request: Request, path: string): Response {
  return new Response(null, { status: 303, headers: { location: new URL(path, request.url).toString(), "cache-control": "no-store" } });
}

/** Runs `work`, then redirects to `donePath`; a refusal becomes a page titled `failureTitle`. */
export async function linkAction(request: Request, donePath: string, failureTitle: string, work: () => Promise<void>): Promise<Response> {
  try {
    await work();
    return seeOther(request, donePath);
  } catch (error) {
    const known = error instanceof ApiError;
    if (!known) console.error("Unhandled error on a newsletter link", error);
    return plainPage({
      title: failureTitle,
      status: known ? error.status : 500,
      bodyHtml: `<ul><li>${escapeHtml(known ? error.message : "Something went wrong on our side. Please try again.")}</li></ul>
    <p>If you need a hand, email <a href="mailto:${site.email}">${site.email}</a>. <a href="/">Go to the home page</a>.</p>`,
    });
  }
}
