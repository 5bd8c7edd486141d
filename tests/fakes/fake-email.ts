// A small stand-in for Resend's HTTP API, for tests only (the functions reach it through
// EMAIL_API_BASE). POST /emails records the message and answers { id }, like Resend; the API key
// picks the behaviour, so concurrent tests never share state:
//   re-fail  500 with an error body          anything else  accepted
// GET /outbox?to=<address> lists what was accepted for that address (all, without `to`), with
// the bearer key and idempotency key each arrived with.
import { createServer } from "node:http";
import { listenOnLoopback, readBody } from "./loopback-server.ts";

export interface FakeEmail {
  readonly url: string;
  close(): Promise<void>;
}

export interface SentEmail {
  readonly id: string;
  readonly apiKey: string;
  readonly idempotencyKey: string | null;
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly headers: Record<string, string>;
}

export async function startFakeEmail(port = 0): Promise<FakeEmail> {
  const sent: SentEmail[] = [];
  // node:http ignores what the handler returns; the async body runs on its own.
  const server = createServer(
    (request, response) =>
      void (async () => {
        const url = new URL(request.url ?? "/", "http://fake");
        response.setHeader("content-type", "application/json");
        if (request.method === "GET" && url.pathname === "/outbox") {
          const to = url.searchParams.get("to");
          response.end(JSON.stringify(to ? sent.filter((m) => m.to.includes(to)) : sent));
          return;
        }
        if (request.method !== "POST" || url.pathname !== "/emails") {
          response.writeHead(404);
          response.end(JSON.stringify({ name: "not_found", message: "Unknown endpoint" }));
          return;
        }
        const apiKey = (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
        const body = JSON.parse(await readBody(request)) as Omit<SentEmail, "id" | "apiKey" | "idempotencyKey">;
        if (!apiKey || apiKey === "re-fail") {
          response.writeHead(apiKey ? 500 : 401);
          response.end(JSON.stringify({ name: "application_error", message: "secret upstream failure detail" }));
          return;
        }
        const id = `fake-${sent.length + 1}`;
        sent.push({
          ...body,
          id,
          apiKey,
          idempotencyKey: (request.headers["idempotency-key"] as string | undefined) ?? null,
        });
        response.end(JSON.stringify({ id }));
      })(),
  );
  return listenOnLoopback(server, port);
}

// Run on its own for manual testing: `npm exec node -- tests/fakes/fake-email.ts 8798`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeEmail(Number(process.argv[2] ?? 8798));
  console.log(`fake email provider listening on ${fake.url}`);
}
