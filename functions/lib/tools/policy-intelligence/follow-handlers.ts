// Following a bill by email: the follow request, and the pages its emailed links open. The
// confirmation link's GET only shows a page (a mail scanner opens links as a person would); its
// button's POST confirms. The unsubscribe link's page posts RFC 8058's one-click body to the same
// address a mail app's Unsubscribe button does, so there is one way to stop.
import { escapeHtml } from "#shared/escape-html.ts";
import { site } from "#shared/site.ts";
import {
  followBillContract,
  followConfirmContract,
  followConfirmPageContract,
  followUnsubscribeContract,
  followUnsubscribePageContract,
} from "#shared/api/policy-intelligence-follow.ts";
import { BILL_FOLLOW_CHECK_INBOX } from "#shared/api/policy-intelligence-follow-words.ts";
import { billViewPath } from "#shared/api/policy-intelligence-links.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route } from "../../platform/handler.ts";
import { plainPage } from "../../platform/plain-page.ts";
import { reply } from "../../platform/reply.ts";
import { assertSameOrigin, refuseDeclaredBody } from "../../platform/request-guards.ts";
import { acceptVisitorPost } from "../../platform/visitor-request.ts";
import { requireOneClick } from "../../newsletter/link-responses.ts";
import { newsletterDeps } from "../../newsletter/newsletter-deps.ts";
import { confirmFollow, followBill, followLinkState, unfollow } from "./bill-follows.ts";
import { oneBill } from "./policy-service.ts";
import { billId, depsFor, guarded } from "./policy-handlers.ts";

/** The links carry the visitor's token: the pages are never indexed, kept or sent on as a referrer. */
const LINK_HEADERS = { "x-robots-tag": "noindex", "referrer-policy": "no-referrer" };

const page = (title: string, status: number, bodyHtml: string) =>
  plainPage({ title, status, bodyHtml, headers: LINK_HEADERS });

const help = `<p>If you need a hand, email <a href="mailto:${site.email}">${site.email}</a>. <a href="/policy-intelligence">Go to Policy Intelligence</a>.</p>`;

/** A link's answer: `work`'s page, or a refusal page saying why (a bad or expired link is a 400, never a 500). */
async function linkPage(title: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const known = error instanceof ApiError;
    if (!known) console.error("Unhandled error on a bill follow link", error);
    const reason = known ? error.message : "Something went wrong on our side. Please try again.";
    return page(title, known ? error.status : 500, `<ul><li>${escapeHtml(reason)}</li></ul>${help}`);
  }
}

const NOT_CONFIRMED = "You are not following the bill yet";
const NOT_STOPPED = "The emails were not stopped";

export const followRoutes: readonly Route[] = [
  route(followBillContract, async (request, env, ctx, config) => {
    const id = billId(request.params.id);
    const { body, hash } = await acceptVisitorPost(request, env, config, {
      contract: followBillContract,
      // Counted and checked as the newsletter's sign-ups are: both email an address typed in.
      bucket: "subscribe",
      turnstile: "subscribe",
    });
    // Only a bill the tool knows may be followed; its current stage is what the follower has seen.
    const { bill } = await guarded(() => oneBill(depsFor(config, env, ctx), id), id);
    await followBill(body, bill, hash, newsletterDeps(env, config, ctx, Date.now()));
    return reply(followBillContract, { success: true, message: BILL_FOLLOW_CHECK_INBOX });
  }),
  route(followConfirmPageContract, (request, env, ctx, config) =>
    linkPage(NOT_CONFIRMED, async () => {
      const token = new URL(request.url).searchParams.get("token");
      const state = await followLinkState(token, newsletterDeps(env, config, ctx, Date.now()));
      if (state === "unusable")
        throw new ApiError(
          "bad_request",
          "This link cannot be used: it has expired, was copied incompletely, or a newer email replaced it. Follow the bill again and we'll send you a new one.",
        );
      if (state === "confirmed")
        return page("You are following the bill", 200, `<p>We'll email you when it reaches a new stage.</p>${help}`);
      return page(
        "Email me when this bill moves",
        200,
        `<p>Press the button to confirm that you want an email each time this bill reaches a new stage in Parliament.</p>
    <form method="post"><button type="submit">Confirm: email me when it moves</button></form>`,
      );
    }),
  ),
  route(followConfirmContract, (request, env, ctx, config) =>
    linkPage(NOT_CONFIRMED, async () => {
      assertSameOrigin(request);
      refuseDeclaredBody(request);
      const bill = await confirmFollow(
        new URL(request.url).searchParams.get("token"),
        newsletterDeps(env, config, ctx, Date.now()),
      );
      return page(
        "You are following the bill",
        200,
        `<p>We'll email you when it reaches a new stage. Every email has a link to stop.</p>
    <p><a href="${escapeHtml(billViewPath(bill))}">See the bill's stages</a></p>`,
      );
    }),
  ),
  route(followUnsubscribePageContract, (request, env, ctx, config) =>
    linkPage(NOT_STOPPED, async () => {
      // Checked now, so a broken link says so before the button is pressed.
      await newsletterDeps(env, config, ctx, Date.now()).tokens.verify(
        "follow-unsubscribe",
        new URL(request.url).searchParams.get("token"),
        new Date(),
      );
      return page(
        "Stop emails about this bill",
        200,
        `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop emails about this bill</button></form>`,
      );
    }),
  ),
  // RFC 8058 one-click: a mail provider POSTs without cookies or an Origin of ours, so there is no
  // origin check; the token is the authority, and the answer is never a redirect (section 3.2).
  route(followUnsubscribeContract, (request, env, ctx, config) =>
    linkPage(NOT_STOPPED, async () => {
      await requireOneClick(request);
      await unfollow(new URL(request.url).searchParams.get("token"), newsletterDeps(env, config, ctx, Date.now()));
      return page("You no longer follow the bill", 200, `<p>We won't email you about it again.</p>${help}`);
    }),
  ),
];
