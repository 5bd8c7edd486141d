// A public source that misbehaves on request, on 127.0.0.1, for the shared public-source layer's
// tests (functions/lib/platform/public-sources/). Its paths:
//   /json/<name>          {"items": [...]} as JSON, counting the hits per name (/hits/<name> reads the count)
//   /gate/<name>          the same, held open until /release/<name> is asked for
//   /headers              the request's headers as JSON (the User-Agent sent)
//   /status/<code>        an answer with that status (429 with Retry-After: 120)
//   /stall                never answers
//   /slow                 sends its headers, then never finishes the body
//   /huge, /huge-declared about 3 MB of JSON, without and with a Content-Length
//   /not-json             HTML sent as application/json
//   /latin1               JSON in ISO-8859-1, saying so in its Content-Type
//   /bom                  JSON in UTF-8 after a byte-order mark, with no charset
import { createServer, type ServerResponse } from "node:http";
import { FAKE_ITEMS } from "./fake-public-source-items.ts";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

const HUGE_CHUNK = `{"id": 0, "title": "${"x".repeat(10_000)}"},`;
const HUGE_CHUNKS = 300;

export async function startFakePublicSource(port = 0): Promise<LoopbackServer> {
  const held = new Set<ServerResponse>();
  const hits = new Map<string, number>();
  const gates = new Map<string, ServerResponse[]>();
  const json = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const [, kind = "", name = ""] = /^\/([\w-]+)(?:\/([\w.-]+))?$/.exec(path) ?? [];
    switch (kind) {
      case "json":
        hits.set(name, (hits.get(name) ?? 0) + 1);
        return json(response, { items: FAKE_ITEMS });
      case "hits":
        return json(response, { hits: hits.get(name) ?? 0 });
      case "gate":
        hits.set(name, (hits.get(name) ?? 0) + 1);
        gates.set(name, [...(gates.get(name) ?? []), response]);
        held.add(response);
        return;
      case "release":
        for (const waiting of gates.get(name) ?? []) {
          held.delete(waiting);
          json(waiting, { items: FAKE_ITEMS });
        }
        gates.delete(name);
        return json(response, { released: true });
      case "headers":
        return json(response, request.headers);
      case "status": {
        const status = Number(name);
        response.writeHead(status, {
          "content-type": "text/plain",
          ...(status === 429 ? { "retry-after": "120" } : {}),
        });
        response.end(`status ${status} from the fake source`);
        return;
      }
      case "stall":
        held.add(response);
        return;
      case "slow":
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"items": [');
        held.add(response);
        return;
      case "huge":
      case "huge-declared": {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (kind === "huge-declared") headers["content-length"] = String(HUGE_CHUNK.length * HUGE_CHUNKS + 2);
        response.writeHead(200, headers);
        response.on("error", () => undefined);
        let sent = 0;
        response.write("[");
        // Written as the reader asks for more, so a reader that stops early stops the writing too.
        const more = () => {
          while (sent < HUGE_CHUNKS) {
            sent++;
            if (!response.write(HUGE_CHUNK)) return void response.once("drain", more);
          }
          response.end("]");
        };
        more();
        return;
      }
      case "not-json":
        response.writeHead(200, { "content-type": "application/json" });
        response.end("<!doctype html><title>Service unavailable</title><p>Try again later.</p>");
        return;
      case "latin1":
        response.writeHead(200, { "content-type": "application/json; charset=ISO-8859-1" });
        response.end(Buffer.from('{"items": [{"id": 1, "title": "Caf\u00e9 licensing \u00a3 review"}]}', "latin1"));
        return;
      case "bom":
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          Buffer.concat([
            Buffer.from([0xef, 0xbb, 0xbf]),
            Buffer.from('{"items": [{"id": 1, "title": "Café"}]}', "utf8"),
          ]),
        );
        return;
      default:
        return json(response, { error: "not found" }, 404);
    }
  });
  return listenOnLoopback(server, port, () => {
    for (const response of held) response.destroy();
  });
}
