// The emails a bill follow sends: the confirmation, and one when the bill reaches a new stage.
// Each carries a visible unsubscribe link and the List-Unsubscribe headers mail apps turn into a
// button (RFC 8058), and names its bill in a header so an unsubscribe can stop its queued mail.
import { site } from "#shared/site.ts";
import { escapeHtml } from "#shared/escape-html.ts";
import { britishDate } from "#shared/british-date.ts";
import { apiUrl } from "#shared/api/contract.ts";
import type { Bill, StagePoint } from "#shared/api/policy-intelligence.ts";
import { followConfirmPageContract, followUnsubscribeContract } from "#shared/api/policy-intelligence-follow.ts";
import { billViewPath } from "#shared/api/policy-intelligence-links.ts";
import type { EmailMessage } from "../../platform/email/send-email.ts";
import { linkTo, unsubscribeHeaders } from "../../newsletter/confirmation-email.ts";

/** The header naming the followed bill; the outbox's stored headers are searched by it. */
export const BILL_HEADER = "X-Bill-Follow";

function followHeaders(siteUrl: string, billId: number, unsubscribeToken: string): Record<string, string> {
  return {
    ...unsubscribeHeaders(siteUrl, unsubscribeToken, apiUrl(followUnsubscribeContract, {})),
    [BILL_HEADER]: String(billId),
  };
}

const stopUrl = (siteUrl: string, token: string) => linkTo(siteUrl, apiUrl(followUnsubscribeContract, {}), token);

export function followConfirmationEmail(
  to: string,
  bill: Pick<Bill, "id" | "title">,
  siteUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): EmailMessage {
  const confirmUrl = linkTo(siteUrl, apiUrl(followConfirmPageContract, {}), tokens.confirm);
  const unsubscribeUrl = stopUrl(siteUrl, tokens.unsubscribe);
  const text = [
    `Someone, hopefully you, asked ${site.brand} to email this address when the ${bill.title} reaches a new stage in Parliament.`,
    "",
    "To confirm, open this link within 48 hours and press the button on the page:",
    confirmUrl,
    "",
    "If you didn't ask, ignore this email: nothing more will be sent about the bill.",
    "",
    `To stop emails about this bill: ${unsubscribeUrl}`,
  ].join("\n");
  const html = `<p>Someone, hopefully you, asked ${escapeHtml(site.brand)} to email this address when the ${escapeHtml(bill.title)} reaches a new stage in Parliament.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm: email me when it moves</a> (the link works for 48 hours).</p>
<p>If you didn't ask, ignore this email: nothing more will be sent about the bill.</p>
<p><a href="${escapeHtml(unsubscribeUrl)}">Stop emails about this bill</a></p>`;
  return {
    to,
    subject: `Confirm: follow the ${bill.title}`,
    text,
    html,
    headers: followHeaders(siteUrl, bill.id, tokens.unsubscribe),
  };
}

const stageWords = (stage: StagePoint) =>
  `${stage.name}${stage.house === "Unassigned" ? "" : ` (${stage.house})`}${stage.date ? `, ${britishDate(stage.date)}` : ""}`;

export function stageEmail(
  to: string,
  bill: Pick<Bill, "id" | "title" | "url">,
  stage: StagePoint,
  siteUrl: string,
  unsubscribeToken: string,
): EmailMessage {
  const viewUrl = new URL(billViewPath(bill.id), siteUrl).toString();
  const unsubscribeUrl = stopUrl(siteUrl, unsubscribeToken);
  const text = [
    `The ${bill.title} has reached a new stage: ${stageWords(stage)}.`,
    "",
    `Its stages on our site: ${viewUrl}`,
    `Its record on UK Parliament's site: ${bill.url}`,
    "",
    `You asked to hear when this bill moves. To stop: ${unsubscribeUrl}`,
  ].join("\n");
  const html = `<p>The ${escapeHtml(bill.title)} has reached a new stage: <strong>${escapeHtml(stageWords(stage))}</strong>.</p>
<p><a href="${escapeHtml(viewUrl)}">Its stages on our site</a> · <a href="${escapeHtml(bill.url)}">Its record on bills.parliament.uk</a></p>
<p>You asked to hear when this bill moves. <a href="${escapeHtml(unsubscribeUrl)}">Stop emails about this bill</a></p>`;
  return {
    to,
    subject: `${bill.title}: ${stage.name}`,
    text,
    html,
    headers: followHeaders(siteUrl, bill.id, unsubscribeToken),
  };
}
