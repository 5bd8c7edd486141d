// The visitor forms' endpoints: contact, newsletter sign-up, and the newsletter's emailed links.
import * as v from "valibot";
import { contactSchema, subscribeSchema } from "../schemas.ts";
import { defineContract, visitorPost } from "./contract.ts";

export const successSchema = v.object({ success: v.literal(true) });

/** JSON from the form's script; a native form post (no script) is answered with pages instead. */
export const contactContract = visitorPost("/contact", contactSchema, successSchema, ["upstream_failed"]);

export const subscribeContract = visitorPost(
  "/subscribe",
  subscribeSchema,
  v.object({ success: v.literal(true), message: v.string() }),
  ["upstream_failed"],
);

/** The emailed link (a GET) opens the page whose button confirms; the token is in the query. */
export const subscribeConfirmLinkContract = defineContract({
  method: "GET",
  path: "/subscribe/confirm",
  responseKind: "redirect",
});

/** The confirmation page's button: redirects to the confirmed page, or answers a 400 page. */
export const subscribeConfirmContract = defineContract({
  method: "POST",
  path: "/subscribe/confirm",
  responseKind: "page-or-redirect",
  errors: ["bad_request", "unavailable"],
});

/** RFC 8058 one-click unsubscribe: the signed token in the query is the authority, no body. */
export const unsubscribeContract = defineContract({
  method: "POST",
  path: "/unsubscribe",
  response: successSchema,
  errors: ["bad_request", "payload_too_large", "unavailable"],
});

export const unsubscribeLinkContract = defineContract({
  method: "GET",
  path: "/unsubscribe",
  responseKind: "redirect",
});
