// UK Parliament's calendar (What's On) API as GovCal Pro reads it, on 127.0.0.1, answering in the
// API's recorded shapes (PascalCase records in a bare JSON array). A test picks how it behaves by
// the base URL it sets PARLIAMENT_CALENDAR_API_BASE to:
//   <url>/ok        (or any other name, so a test can keep its own request log) both Houses' business in December 2026 and January 2027; recesses for 2026 and 2027
//   <url>/odd       the same, with records of the wrong shape mixed in (skipped and counted)
//   <url>/changed   answers an object instead of the list (a changed shape)
//   <url>/down      503 for everything
//   <url>/limited   429 with Retry-After
//   <url>/stall     never answers
// /<mode>/requests lists the paths and queries asked of that mode, so a test can see what was asked
// (the lane's workers share the fake, so a test that counts requests uses a mode of its own).
import { createServer, type ServerResponse } from "node:http";
import { FAKE_BUSINESS, FAKE_NON_SITTING } from "./fake-parliament-records.ts";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

const ODD_RECORDS = [{ Id: "not a number", StartDate: "next Tuesday", House: "Commons" }, { House: "Senate" }, null];

export async function startFakeParliament(port = 0): Promise<LoopbackServer> {
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
    const from = url.searchParams.get("queryParameters.startDate") ?? "";
    const to = url.searchParams.get("queryParameters.endDate") ?? "";
    if (mode === "down") return json(response, { message: "Service unavailable" }, 503);
    if (mode === "limited") {
      response.writeHead(429, { "retry-after": "60", "content-type": "text/plain" });
      return void response.end("Too many requests");
    }
    if (mode === "stall") return void held.add(response);
    if (mode === "changed") return json(response, { Events: FAKE_BUSINESS, Total: FAKE_BUSINESS.length });
    if (!from || !to) return json(response, { Message: "The request is invalid." }, 400);
    const extra = mode === "odd" ? ODD_RECORDS : [];
    const inRange = (record: { StartDate: string }) =>
      record.StartDate.slice(0, 10) >= from && record.StartDate.slice(0, 10) <= to;
    if (path === "/calendar/events/list.json") return json(response, [...FAKE_BUSINESS.filter(inRange), ...extra]);
    if (path === "/calendar/events/nonsitting.json") {
      const house = url.searchParams.get("queryParameters.house");
      return json(response, [...FAKE_NON_SITTING.filter((r) => r.House === house && inRange(r)), ...extra]);
    }
    return json(response, { Message: "No HTTP resource was found that matches the request URI." }, 404);
  });
  return listenOnLoopback(server, port, () => {
    for (const response of held) response.destroy();
  });
}

// Run on its own for the e2e lane and manual testing: `npm exec node -- tests/fakes/fake-parliament.ts 8797`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeParliament(Number(process.argv[2] ?? 8797));
  console.log(`fake Parliament calendar listening on ${fake.url}`);
}
