// A council's ModernGov web service on 127.0.0.1, for Council Radar's tests: its answers have the
// recorded shape of real mgWebService.asmx answers (GetCouncillorsByWard's wards and councillors,
// with the home address and telephone a real one carries and Council Radar must never read;
// GetCommittees; GetMeetings; GetCommitteesByUser). The people, wards and council are invented.
// The first path segment picks how the council behaves:
//   /good/...       well-formed answers, with one councillor and one meeting that do not fit
//   /latin1/...     the same in ISO-8859-1, saying so in the Content-Type (a name with an accent)
//   /bom/...        the same in UTF-8 after a byte-order mark, with no charset
//   /changed/...    GetCouncillorsByWard in another shape (a service upgrade renamed its elements)
//   /html/...       a 200 HTML error page where XML should be
//   /error/...      500 for every call
//   /busy/...       429 with Retry-After
//   /stall/...      never answers
//   /switch-<name>/...   good until POST /state/<name>?mode=fail (then 500), back with mode=ok
// GET /hits/<segment> answers how many calls that segment has had.
import { createServer, type ServerResponse } from "node:http";
import { FAKE_COMMITTEES, FAKE_COUNCILLORS } from "./fake-moderngov-records.ts";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

/** Who sits on what (by member id). */
const MEMBERSHIPS: Record<string, readonly string[]> = {
  "101": ["11"],
  "102": ["12", "13"],
  "103": ["12"],
  "104": ["11", "12"],
  "105": [],
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function councillorXml(c: (typeof FAKE_COUNCILLORS)[number]): string {
  return `
        <councillor>
          <councillorid>${c.id}</councillorid>
          <fullusername>Councillor ${escape(c.name)}</fullusername>
          <photosmallurl>http://127.0.0.1/UserData/${c.id}/smallpic.jpg</photosmallurl>
          <politicalpartytitle>${escape(c.party)}</politicalpartytitle>
          <districttitle>
          </districttitle>
          <representing>
          </representing>
          <keyposts>${escape(c.posts)}</keyposts>
          <workaddress>
            <email>member${c.id}@brackenford.example</email>
          </workaddress>
          <homeaddress>
            <line1>${c.id} Private Lane</line1>
            <postcode>ZZ9 9ZZ</postcode>
            <phone>01632 960${c.id}</phone>
          </homeaddress>
          <termsofoffice>
            <termofoffice>
              <startdate>04/05/2023</startdate>
              <enddate>unspecified</enddate>
            </termofoffice>
          </termsofoffice>
        </councillor>`;
}

function councillorsByWard(): string {
  const wards = [...new Set(FAKE_COUNCILLORS.map((c) => c.ward))];
  const body = wards
    .map((ward) => {
      const members = FAKE_COUNCILLORS.filter((c) => c.ward === ward);
      // A record the service sent without its id: Council Radar leaves it out and counts it.
      const broken =
        ward === "Millbrook Vale"
          ? `
        <councillor>
          <fullusername>Councillor Nameless Record</fullusername>
        </councillor>`
          : "";
      return `
    <ward>
      <wardtitle>${escape(ward)}</wardtitle>
      <councillors>
        <councillorcount> ${members.length}</councillorcount>${members.map(councillorXml).join("")}${broken}
      </councillors>
    </ward>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="utf-8"?>\n<councillorsbyward>\n  <wards>${body}\n  </wards>\n</councillorsbyward>`;
}

function committees(): string {
  const current = FAKE_COMMITTEES.map(
    (c) => `
  <committee>
    <committeeid>${c.id}</committeeid>
    <committeetitle>${escape(c.title)}</committeetitle>
    <committeedeleted>False</committeedeleted>
    <committeeexpired>False</committeeexpired>
    <committeecategory>Committees</committeecategory>
  </committee>`,
  ).join("");
  const expired = `
  <committee>
    <committeeid>19</committeeid>
    <committeetitle>Old Scrutiny Panel</committeetitle>
    <committeedeleted>False</committeedeleted>
    <committeeexpired>True</committeeexpired>
  </committee>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<committees>\n  <committeescount>4</committeescount>${current}${expired}\n</committees>`;
}

const ukDate = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/** Upcoming meetings of each committee, one already past, and one with a broken date. */
function meetings(): string {
  const rows = [
    { id: "501", committee: "11", days: 7, time: "18:30" },
    { id: "502", committee: "12", days: 3, time: "10:00" },
    { id: "503", committee: "12", days: 31, time: "" },
    { id: "504", committee: "13", days: 12, time: "14:00" },
    { id: "505", committee: "11", days: -20, time: "18:30" },
  ];
  const body = rows
    .map(
      (m) => `
    <meeting>
      <meetingid>${m.id}</meetingid>
      <committeeid>${m.committee}</committeeid>
      <meetingdate>${ukDate(m.days)}</meetingdate>
      <meetingtime>${m.time}</meetingtime>
      <meetingstatus>Confirmed</meetingstatus>
    </meeting>`,
    )
    .join("");
  const broken = `
    <meeting>
      <meetingid>599</meetingid>
      <committeeid>12</committeeid>
      <meetingdate>next Tuesday</meetingdate>
    </meeting>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<getmeetings>\n  <meetingscount>6</meetingscount>\n  <meetings>${body}${broken}\n  </meetings>\n</getmeetings>`;
}

function committeesByUser(userId: string): string {
  const ids = MEMBERSHIPS[userId] ?? [];
  const body = ids
    .map((id) => {
      const committee = FAKE_COMMITTEES.find((c) => c.id === id);
      return `
    <committee>
      <committeeid>${id}</committeeid>
      <committeetitle>${escape(committee?.title ?? "")}</committeetitle>
      <committeedeleted>False</committeedeleted>
      <committeeexpired>False</committeeexpired>
    </committee>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="utf-8"?>\n<committeesbyuser>\n  <committees>${body}\n  </committees>\n</committeesbyuser>`;
}

/** The answer to one call, as a well-behaved council gives it. */
function answer(call: string, query: URLSearchParams): string | undefined {
  switch (call.toLowerCase()) {
    case "getcouncillorsbyward":
      return councillorsByWard();
    case "getcommittees":
      return committees();
    case "getmeetings":
      return query.get("lCommitteeId") === "-1" && query.get("sFromDate") && query.get("sToDate")
        ? meetings()
        : undefined;
    case "getcommitteesbyuser":
      return committeesByUser(query.get("lUserId") ?? "");
    default:
      return undefined;
  }
}

/** GetCouncillorsByWard after an upgrade that renamed its elements. */
const CHANGED_SHAPE = `<?xml version="1.0" encoding="utf-8"?>
<members><member><memberid>101</memberid><name>Amara Quill</name></member></members>`;

export async function startFakeModernGov(port = 0): Promise<LoopbackServer> {
  const held = new Set<ServerResponse>();
  const hits = new Map<string, number>();
  const failing = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const [, segment = "", rest = ""] = /^\/([\w-]+)\/?(.*)$/.exec(url.pathname) ?? [];
    if (segment === "hits") {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ hits: hits.get(rest) ?? 0 }));
    }
    if (segment === "state" && request.method === "POST") {
      if (url.searchParams.get("mode") === "fail") failing.add(rest);
      else failing.delete(rest);
      response.writeHead(204);
      return response.end();
    }
    hits.set(segment, (hits.get(segment) ?? 0) + 1);
    const call = /^mgWebService\.asmx\/(\w+)$/.exec(rest)?.[1];
    if (!call) {
      response.writeHead(404, { "content-type": "text/html" });
      return response.end("<html><body>Not found</body></html>");
    }
    const xml = (body: string, contentType = "text/xml; charset=utf-8") => {
      response.writeHead(200, { "content-type": contentType });
      response.end(body);
    };
    const good = answer(call, url.searchParams);
    switch (segment) {
      case "good":
        if (!good) return xml("<html><body>Unknown call</body></html>", "text/html");
        return xml(good);
      case "latin1":
        if (!good) return xml("<html></html>", "text/html");
        response.writeHead(200, { "content-type": "text/xml; charset=ISO-8859-1" });
        return response.end(Buffer.from(good.replace('encoding="utf-8"', 'encoding="ISO-8859-1"'), "latin1"));
      case "bom":
        if (!good) return xml("<html></html>", "text/html");
        response.writeHead(200, { "content-type": "text/xml" });
        return response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good, "utf8")]));
      case "changed":
        return xml(call.toLowerCase() === "getcouncillorsbyward" ? CHANGED_SHAPE : (good ?? ""));
      case "html":
        return xml("<!DOCTYPE html><html><body><h1>Service unavailable</h1></body></html>", "text/html; charset=utf-8");
      case "error":
        response.writeHead(500, { "content-type": "text/html" });
        return response.end("<html><body>Runtime Error</body></html>");
      case "busy":
        response.writeHead(429, { "retry-after": "120" });
        return response.end();
      case "stall":
        held.add(response);
        response.on("close", () => held.delete(response));
        return;
      default:
        if (segment.startsWith("switch-")) {
          if (failing.has(segment.slice("switch-".length))) {
            response.writeHead(500, { "content-type": "text/html" });
            return response.end("<html><body>Runtime Error</body></html>");
          }
          return good ? xml(good) : xml("<html></html>", "text/html");
        }
        response.writeHead(404);
        return response.end();
    }
  });
  return listenOnLoopback(server, port, () => {
    for (const response of held) response.destroy();
  });
}
