// The confirmation email: plain words, the link, and an unsubscribe route that needs no login
// (a visible link, and the List-Unsubscribe headers mail apps turn into a button, RFC 8058).
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { subscribeConfirmLinkContract, unsubscribeContract } from "#shared/api/forms.ts";
import { UNSUBSCRIBE_PAGE_PATH } from "#shared/api/newsletter.ts";
import type { EmailMessage } from "../platform/email/send-email.ts";

export function linkTo(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Headers every newsletter email carries; a bill follow's name its own one-click address (`path`). */
export function unsubscribeHeaders(
  siteUrl: string,
  unsubscribeToken: string,
  path = apiUrl(unsubscribeContract, {}),
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${linkTo(siteUrl, path, unsubscribeToken)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmationEmail(
  to: string,
  siteUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): EmailMessage {
  const confirmUrl = linkTo(siteUrl, apiUrl(subscribeConfirmLinkContract, {}), tokens.confirm);
  const unsubscribeUrl = linkTo(siteUrl, UNSUBSCRIBE_PAGE_PATH, tokens.unsubscribe);
  const text = [
    `Someone, hopefully you, asked to receive ${site.brand}'s insights at this address.`,
    "",
    "To confirm, open this link within 48 hours and press the button on the page:",
    confirmUrl,
    "",
    "If you didn't ask, ignore this email: you won't be added and we won't write again.",
    "",
    `To stop any further emails from us, including reminders: ${unsubscribeUrl}`,
  ].join("\n");
  const html = `<p>Someone, hopefully you, asked to receive ${escapeHtml(site.brand)}'s insights at this address.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a> (the link works for 48 hours).</p>
<p>If you didn't ask, ignore this email: you won't be added and we won't write again.</p>
<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    to,
    subject: `Confirm your subscription to ${site.brand} insights`,
    text,
    html,
    headers: unsubscribeHeaders(siteUrl, tokens.unsubscribe),
  };
}
