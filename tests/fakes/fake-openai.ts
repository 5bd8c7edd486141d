// A small stand-in for OpenAI's HTTP API, for tests only (the functions reach it through
// OPENAI_BASE_URL). The API key picks the behaviour, so concurrent tests never share state:
//   sk-ok        answers (JSON, or SSE when `stream` is set), as does any key not listed here
//   sk-500       500 with an error body        sk-429   429 rate limited
//   sk-malformed 200 with a body that is not JSON
//   sk-half      starts a stream, then drops the connection
//   sk-hang      never answers
// POST /v1/realtime/client_secrets answers a client secret for sk-ok (voice).
// GET /__requests/<key> lists the request bodies received with that key.
// POST /__script/<key> with a JSON array of strings makes that key's answers those pieces: the
// stream's deltas, one by one, and joined, the answer of a request that does not stream.
// Otherwise an answer repeats the question and cites the first passage it was given ("[1]").
import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback, readBody } from "./loopback-server.ts";

export interface FakeOpenAI {
  readonly url: string;
  close(): Promise<void>;
}

export const FAKE_REPLY_PREFIX = "From the fake model:";

function responseObject(text: string) {
  return {
    id: "resp_fake",
    object: "response",
    created_at: 0,
    status: "completed",
    model: "fake",
    output: [
      {
        type: "message",
        id: "msg_fake",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    ],
    usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
  };
}

function sse(response: ServerResponse, event: Record<string, unknown>) {
  response.write(`event: ${String(event["type"])}\ndata: ${JSON.stringify(event)}\n\n`);
}

export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const received = new Map<string, unknown[]>();
  const scripts = new Map<string, string[]>();
  const hanging = new Set<ServerResponse>();

  // node:http ignores what the handler returns; the async body runs on its own.
  const server = createServer(
    (request, response) =>
      void (async () => {
        const url = new URL(request.url ?? "/", "http://fake");
        if (request.method === "GET" && url.pathname.startsWith("/__requests/")) {
          response.setHeader("content-type", "application/json");
          response.end(
            JSON.stringify(received.get(decodeURIComponent(url.pathname.slice("/__requests/".length))) ?? []),
          );
          return;
        }
        if (request.method === "POST" && url.pathname.startsWith("/__script/")) {
          scripts.set(
            decodeURIComponent(url.pathname.slice("/__script/".length)),
            JSON.parse(await readBody(request)) as string[],
          );
          response.end();
          return;
        }
        const key = (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
        const raw = await readBody(request);
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          // Some endpoints take no body.
        }
        received.set(key, [...(received.get(key) ?? []), { path: url.pathname, body }]);

        if (key === "sk-hang") {
          hanging.add(response);
          return;
        }
        if (key === "sk-500") {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: "secret upstream failure detail", type: "server_error" } }));
          return;
        }
        if (key === "sk-429") {
          response.writeHead(429, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: "Rate limit reached", type: "rate_limit_error" } }));
          return;
        }
        if (key === "sk-malformed") {
          response.writeHead(200, { "content-type": "application/json" });
          response.end("{not json");
          return;
        }
        if (url.pathname === "/v1/realtime/client_secrets") {
          if (key !== "sk-ok") {
            response.writeHead(401, { "content-type": "application/json" });
            response.end(JSON.stringify({ error: { message: "bad key" } }));
            return;
          }
          response.writeHead(200, { "content-type": "application/json" });
          response.end(
            JSON.stringify({
              value: "ek_fake_client_secret",
              expires_at: Math.floor(Date.now() / 1000) + 60,
              session: body["session"] ?? {},
            }),
          );
          return;
        }
        if (url.pathname !== "/v1/responses") {
          response.writeHead(404, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: "unknown path" } }));
          return;
        }
        const input = Array.isArray(body["input"]) ? (body["input"] as { content?: string }[]) : [];
        const words =
          scripts.get(key) ??
          `${FAKE_REPLY_PREFIX} you asked "${input.at(-1)?.content ?? ""}" [1]. See [our services](/#services).`.split(
            /(?<= )/,
          );
        const reply = words.join("");
        if (body["stream"] !== true) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify(responseObject(reply)));
          return;
        }
        response.writeHead(200, { "content-type": "text/event-stream" });
        sse(response, {
          type: "response.created",
          sequence_number: 0,
          response: { ...responseObject(""), status: "in_progress", output: [] },
        });
        if (key === "sk-half") {
          // Two words, flushed, then the connection drops mid-answer.
          sse(response, {
            type: "response.output_text.delta",
            sequence_number: 1,
            item_id: "msg_fake",
            output_index: 0,
            content_index: 0,
            delta: words[0],
            logprobs: [],
          });
          response.write(
            `event: response.output_text.delta\ndata: ${JSON.stringify({ type: "response.output_text.delta", sequence_number: 2, item_id: "msg_fake", output_index: 0, content_index: 0, delta: words[1], logprobs: [] })}\n\n`,
            () => setImmediate(() => response.socket?.destroy()),
          );
          return;
        }
        words.forEach((delta, index) => {
          sse(response, {
            type: "response.output_text.delta",
            sequence_number: index + 1,
            item_id: "msg_fake",
            output_index: 0,
            content_index: 0,
            delta,
            logprobs: [],
          });
        });
        sse(response, {
          type: "response.completed",
          sequence_number: words.length + 1,
          response: responseObject(reply),
        });
        response.end();
      })(),
  );

  return listenOnLoopback(server, port, () => {
    for (const response of hanging) response.destroy();
  });
}

// Run on its own for manual testing: `npm exec node -- tests/fakes/fake-openai.ts 8799`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenAI(Number(process.argv[2] ?? 8799));
  console.log(`fake OpenAI listening on ${fake.url}`);
}
