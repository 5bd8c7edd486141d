// Contact messages posted by the browser itself, when the page's script never ran (blocked by a
// network, failed to load, or switched off): the form's native fallback is a POST of
// application/x-www-form-urlencoded to the same endpoint. It passes the same checks as the
// JSON call; success redirects to a static confirmation page (so a reload cannot send the
// message twice), and a refusal answers a small page that says why and gives the visitor's
// words back to copy, so nothing they wrote is lost.
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { MESSAGE_SENT_PATH } from "#shared/form-fallback.ts";
import { ApiError } from "../platform/errors.ts";
import { plainPage } from "../platform/plain-page.ts";
import { readLimited } from "../platform/request-guards.ts";

export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
}

/** The posted fields, as the contact call's JSON body would hold them. */
export interface ContactFormFields {
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly privacy: boolean;
  readonly website?: string;
  readonly turnstileToken?: string;
}

/** Reads the posted fields once: a ticked checkbox arrives as "on". */
export async function readContactForm(request: Request): Promise<ContactFormFields> {
  const fields = new URLSearchParams(await readLimited(request));
  const website = fields.get("website");
  const token = fields.get("cf-turnstile-response");
  return {
    name: fields.get("name") ?? "",
    email: fields.get("email") ?? "",
    message: fields.get("message") ?? "",
    privacy: fields.get("privacy") === "on",
    ...(website ? { website } : {}),
    ...(token ? { turnstileToken: token } : {}),
  };
}

/**
 * A relative Location (RFC 9110 section 10.2.2): the browser resolves it against the page it
 * posted from, so a forged Host header cannot turn the redirect into one to another site.
 */
export function sentRedirect(): Response {
  return new Response(null, { status: 303, headers: { location: MESSAGE_SENT_PATH, "cache-control": "no-store" } });
}

/** Why a native post was refused, as a page; `message` is what the visitor wrote, if anything. */
export function refusedPage(error: unknown, message: string): Response {
  const known = error instanceof ApiError;
  if (!known) console.error("Unhandled error on a form post", error);
  const status = known ? error.status : 500;
  const reason = known ? error.message : "Something went wrong on our side. Please try again.";
  const issues = known ? Object.values((error.details["issues"] ?? {}) as Record<string, string>) : [];
  const problems = issues.length > 0 ? issues : [reason];
  const kept = message.trim()
    ? `<p>Your message, to copy if you would rather email it:</p>
    <textarea readonly rows="8" aria-label="Your message">${escapeHtml(message)}</textarea>`
    : "";
  return plainPage({
    title: "Your message was not sent",
    status,
    headers: known ? error.headers : {},
    bodyHtml: `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>
    <p>Use your browser's Back button to return to the form: it keeps what you typed there. Or reach us directly at <a href="mailto:${site.email}">${site.email}</a> or on <a href="tel:${site.phoneE164}">${escapeHtml(site.phone)}</a>.</p>
    ${kept}`,
  });
}
