// POST /api/storyscanner: a visitor's article, pasted or by address, read once and answered;
// the site's own pages only, counted against the client's "storyscanner" rate limit. The page's
// script sends JSON and gets the model's reading or the article to read itself; the form's own
// post, from a browser that ran no script, gets a page with the reading (./reading-page.ts). The
// one place where why an address could not be read becomes what the visitor is told.
import { storyScannerContract, type AddressProblem } from "#shared/api/storyscanner.ts";
import { storyRequestFrom } from "#shared/api/storyscanner-action.ts";
import { READING_WORDS } from "#shared/api/storyscanner-copy.ts";
import type { Config } from "../../platform/config.ts";
import type { AppEnv } from "../../platform/env.ts";
import { ApiError, type ErrorCode } from "../../platform/errors.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { assertSameOrigin, isFormPost, readLimited } from "../../platform/request-guards.ts";
import { acceptVisitorPost, admitBody, type VisitorPost } from "../../platform/visitor-request.ts";
import { PAGE_LIMITS, PageProblem } from "./page-fetch.ts";
import { readingPage, unreadPage } from "./reading-page.ts";
import { answerStory, ArticleTextProblem, readStoryHere, type StoryDeps } from "./storyscanner-service.ts";
import type { storyRequestSchema } from "#shared/api/storyscanner.ts";

/** A pasted article is at most 30,000 characters; JSON escaping and multi-byte characters need the room. */
const STORY_MAX_BODY_BYTES = 144 * 1024;

const STORY: VisitorPost<typeof storyRequestSchema> = {
  contract: storyScannerContract,
  bucket: "storyscanner",
  turnstile: false,
  requireOrigin: true,
  maxBytes: STORY_MAX_BODY_BYTES,
};

const seconds = PAGE_LIMITS.timeoutMs / 1000;
const megabytes = (PAGE_LIMITS.maxBytes / 1_000_000).toLocaleString("en-GB");

/** Each reason an address could not be read: the answer's code and what the visitor is told. */
const ADDRESS_ANSWERS: Record<AddressProblem, { code: ErrorCode; message: string }> = {
  "not-http": {
    code: "bad_request",
    message: "StoryScanner reads web pages only: give an address that starts with http:// or https://.",
  },
  "refused-host": {
    code: "bad_request",
    message:
      "StoryScanner does not read that address: it is not a public website. Local, private and internal addresses are refused.",
  },
  "too-many-redirects": {
    code: "upstream_failed",
    message: `That address sent StoryScanner on more than ${PAGE_LIMITS.maxHops} redirects, so it stopped. Try the article's own address.`,
  },
  "timed-out": {
    code: "upstream_timeout",
    message: `The page took more than ${seconds} seconds to arrive, so StoryScanner stopped waiting. Paste the article's text instead.`,
  },
  "too-large": {
    code: "upstream_failed",
    message: `The page is larger than ${megabytes} MB, too large to read. Paste the article's text instead.`,
  },
  "not-html": {
    code: "bad_request",
    message:
      "That address is not a web page (StoryScanner reads HTML and plain text, not files such as PDFs or images).",
  },
  "not-found": {
    code: "upstream_failed",
    message: "There is no page at that address (the site answered “not found”).",
  },
  unreachable: {
    code: "upstream_failed",
    message: "StoryScanner could not reach that page. Check the address, or paste the article's text instead.",
  },
  "not-an-article": {
    code: "bad_request",
    message: "That page is not an article: StoryScanner found no story on it to read. Give the address of one article.",
  },
};

function asApiError(error: unknown): unknown {
  if (error instanceof PageProblem) {
    const { code, message } = ADDRESS_ANSWERS[error.reason];
    return new ApiError(code, message, { reason: error.reason });
  }
  if (error instanceof ArticleTextProblem)
    return new ApiError("bad_request", error.message, { reason: "not-an-article" });
  return error;
}

const depsFor = (config: Config, safetyId: string): StoryDeps => ({
  model: config.tools.model,
  safetyId,
  pages: { allowLoopback: config.tools.fetchAllowLoopback },
});

/**
 * The form posted by the browser itself: the same checks as the JSON call, the reading written
 * into a page. Without a model this runs the built-in reader here, which costs the function far
 * more CPU than the JSON call does (docs/storyscanner.md); only a browser that ran no script
 * takes this path.
 */
async function postStoryForm(request: Request, env: AppEnv, config: Config): Promise<Response> {
  try {
    assertSameOrigin(request, { requireOrigin: STORY.requireOrigin });
    const fields = new URLSearchParams(await readLimited(request, STORY_MAX_BODY_BYTES));
    const posted = storyRequestFrom(fields.get("text") ?? "", fields.get("address") ?? "");
    const { body, safetyId } = await admitBody(request, env, config, STORY, posted);
    return readingPage(await readStoryHere(body, depsFor(config, safetyId)));
  } catch (error) {
    const known = asApiError(error);
    if (!(known instanceof ApiError)) {
      console.error("Unhandled error on a StoryScanner form post", error);
      return unreadPage(500, [READING_WORDS.failed]);
    }
    const issues = Object.values((known.details["issues"] ?? {}) as Record<string, string>);
    return unreadPage(known.status, issues.length > 0 ? issues : [known.message], known.headers);
  }
}

export const storyScannerRoutes: readonly Route[] = [
  route(storyScannerContract, async (request, env, _ctx, config) => {
    if (isFormPost(request)) return postStoryForm(request, env, config);
    const { body, safetyId } = await acceptVisitorPost(request, env, config, STORY);
    try {
      return reply(storyScannerContract, await answerStory(body, depsFor(config, safetyId)));
    } catch (error) {
      throw asApiError(error);
    }
  }),
];
