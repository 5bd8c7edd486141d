// Resend's HTTP API (docs/decisions/0006-email-provider.md): POST {base}/emails with a bearer
// key. The base URL is a setting so tests can point it at tests/fakes/fake-email.ts.
import type { EmailProvider } from "./send-email.ts";

export const RESEND_API_BASE = "https://api.resend.com";

export function resendProvider(config: {
  apiKey: string;
  from: string;
  baseUrl: string | undefined;
  timeoutMs?: number;
}): EmailProvider {
  const base = (config.baseUrl || RESEND_API_BASE).replace(/\/+$/, "");
  return {
    async send(message, idempotencyKey) {
      const response = await fetch(`${base}/emails`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": idempotencyKey,
          // Resend refuses requests without a User-Agent.
          "user-agent": "larkspur-site",
        },
        body: JSON.stringify({
          from: config.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers: message.headers,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${body.slice(0, 300)}`);
      try {
        const id = (JSON.parse(body) as { id?: unknown }).id;
        return typeof id === "string" || typeof id === "number" ? String(id) : "";
      } catch {
        return "";
      }
    },
  };
}
