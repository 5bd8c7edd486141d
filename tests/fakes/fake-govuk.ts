// GOV.UK's search and content APIs as GovCal Pro reads them, on 127.0.0.1, answering in their
// recorded shapes. A test picks how it behaves by the base URL it sets GOVUK_API_BASE to:
//   <url>/ok        (or any other name, so a test can keep its own request log) four open consultations
//                   and calls for evidence, one without end_date whose closing date is in the content API
//   <url>/paged     the same, two results a page whatever count asks (pagination)
//   <url>/odd       the same, with records of the wrong shape mixed in (skipped and counted)
//   <url>/nocontent the same, the content API answering 500 (that document is skipped and counted)
//   <url>/changed   answers the results under another key (a changed shape)
//   <url>/down      503 for everything
//   <url>/limited   429 with Retry-After
//   <url>/stall     never answers
// /<mode>/requests lists the paths and queries asked of that mode.
import { createServer, type ServerResponse } from "node:http";
import { FAKE_CONSULTATIONS, FAKE_CONTENT } from "./fake-govuk-records.ts";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

const ODD_RECORDS = [
  { title: "", link: "not a path", public_timestamp: "soon" },
  { title: "A consultation closing some day", link: "/government/consultations/x", end_date: "next week" },
  null,
];

export async function startFakeGovuk(port = 0): Promise<LoopbackServer> {
  const held = new Set<ServerResponse>();
  const asked = new Map<string, string[]>();
  const json = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const [, mode = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    if (path === "/requests") return json(response, asked.get(mode) ?? []);
    asked.set(mode, [...(asked.get(mode) ?? []), `${path}${url.search}`]);
    if (mode === "down") return json(response, { error: "Service unavailable" }, 503);
    if (mode === "limited") {
      response.writeHead(429, { "retry-after": "60", "content-type": "text/plain" });
      return void response.end("Too many requests");
    }
    if (mode === "stall") return void held.add(response);
    if (path === "/api/search.json") {
      // Search answers one document type at a time, as the adapter asks; the misfits come with consultations.
      const type = url.searchParams.get("filter_content_store_document_type");
      const all = [
        ...FAKE_CONSULTATIONS.filter((record) => record.content_store_document_type === type),
        ...(mode === "odd" && type === "open_consultation" ? ODD_RECORDS : []),
      ];
      if (mode === "changed") return json(response, { documents: all, total_count: all.length });
      const start = Number(url.searchParams.get("start") ?? 0);
      const count = mode === "paged" ? 2 : Number(url.searchParams.get("count") ?? 10);
      const results = all.slice(start, start + count);
      return json(response, { results, total: all.length, start, aggregates: {}, suggested_queries: [] });
    }
    if (path.startsWith("/api/content/")) {
      const item = FAKE_CONTENT[path.slice("/api/content".length)];
      if (mode === "nocontent") return json(response, { error: "Internal error" }, 500);
      if (item) return json(response, item);
    }
    return json(response, { error: "not found" }, 404);
  });
  return listenOnLoopback(server, port, () => {
    for (const response of held) response.destroy();
  });
}

// Run on its own for the e2e lane and manual testing: `npm exec node -- tests/fakes/fake-govuk.ts 8798`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeGovuk(Number(process.argv[2] ?? 8798));
  console.log(`fake GOV.UK listening on ${fake.url}`);
}
