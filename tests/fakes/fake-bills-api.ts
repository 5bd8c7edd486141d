// A fake of UK Parliament's Bills API on 127.0.0.1 for Policy Intelligence's tests, answering in
// the shapes the real API sends (recorded from its /api/v1/Bills, /api/v1/Bills/{id} and
// /api/v1/Bills/{id}/Stages answers, trimmed). What goes wrong is chosen by the base URL's first
// segment, so a test picks a behaviour with BILLS_API_BASE:
//   /ok        the bills below, in pages (Skip/Take honoured), one record in an older shape
//              (skipped and counted); bills 4035 and 9001 with their stages, in pages of 2;
//              bill 4019's own record and stages answer 503 (one bill the source fails on)
//   /down      500 to everything
//   /slow      sends its headers, then never finishes
//   /limited   429 with Retry-After
//   /nonsense  an HTML page with status 200
//   /changed   the list's envelope renamed (results/total instead of items/totalResults)
//   /huge      an answer of about 3 MB
//   /moved     as /ok, but bill 9001 has since had its 2nd reading (MOVED_STAGE), for follow emails
// Unknown bills answer 404 as the real API does.
import { createServer, type ServerResponse } from "node:http";
import { MOVED_STAGE } from "../fixtures/bill-moved.ts";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server.ts";

const sitting = (id: number, billId: number, date: string) => ({
  id,
  stageId: 0,
  billStageId: 0,
  billId,
  date: `${date}T00:00:00`,
});

function stage(id: number, billId: number, description: string, house: string, sortOrder: number, dates: string[]) {
  return {
    id,
    stageId: sortOrder,
    sessionId: 39,
    description,
    abbreviation: description.slice(0, 2).toUpperCase(),
    house,
    stageSittings: dates.map((d, i) => sitting(id * 10 + i, billId, d)),
    sortOrder,
  };
}

/** Bill 4035's stages as the fake serves them: one still listed ahead (report stage, 2099). */
export const FAKE_CYBER_STAGES = [
  stage(1, 4035, "1st reading", "Commons", 1, ["2025-11-12"]),
  stage(2, 4035, "2nd reading", "Commons", 2, ["2026-01-06"]),
  stage(3, 4035, "3rd reading", "Commons", 5, ["2026-06-16"]),
  stage(4, 4035, "2nd reading", "Lords", 7, ["2026-07-14"]),
  stage(5, 4035, "Committee stage", "Lords", 8, ["2026-09-01", "2026-09-08"]),
  stage(6, 4035, "Report stage", "Lords", 9, ["2099-01-14"]),
];

function summary(billId: number, shortTitle: string, currentStage: ReturnType<typeof stage>, extra: object = {}) {
  return {
    billId,
    shortTitle,
    formerShortTitle: null,
    currentHouse: currentStage.house,
    originatingHouse: "Commons",
    lastUpdate: "2026-09-10T16:47:21.4",
    billWithdrawn: null,
    isDefeated: false,
    billTypeId: 1,
    introducedSessionId: 39,
    includedSessionIds: [39],
    isAct: false,
    currentStage,
    ...extra,
  };
}

export const FAKE_BILLS = [
  summary(4035, "Cyber Security and Resilience (Network and Information Systems) Bill", FAKE_CYBER_STAGES[4]!),
  summary(4019, "Public Office (Accountability) Bill", stage(20, 4019, "2nd reading", "Lords", 7, ["2026-09-01"])),
  summary(4189, "PSED (Repeal) Bill", stage(30, 4189, "2nd reading", "Commons", 2, ["2099-03-05"])),
  summary(3764, "Renters’ Rights Act 2025", stage(40, 3764, "Royal Assent", "Unassigned", 18, ["2025-10-27"]), {
    isAct: true,
    currentHouse: "Unassigned",
  }),
  summary(9001, "Harbour Ferries Bill", stage(50, 9001, "1st reading", "Commons", 1, ["2026-09-09"])),
];

/** A record in a shape this adapter does not read (no shortTitle): it is skipped and counted. */
const OLD_SHAPE_RECORD = { billId: 1234, title: "Old-shaped Bill", house: "Commons" };

const DETAILS: Record<number, object> = {
  4035: {
    ...FAKE_BILLS[0],
    longTitle: "A Bill to make provision about the security and resilience of network and information systems.",
    summary: null,
    sponsors: [
      {
        member: { memberId: 1, name: "A Minister", party: "Labour", house: "Commons", memberFrom: "Somewhere" },
        organisation: { name: "Department for Science, Innovation and Technology", url: "https://www.gov.uk/dsit" },
        sortOrder: 1,
      },
      { oddSponsor: true },
    ],
    promoters: [],
    petitioningPeriod: null,
    petitionInformation: null,
    agent: null,
  },
  9001: { ...FAKE_BILLS[4], longTitle: null, summary: null, sponsors: [] },
};

const STAGES: Record<number, unknown[]> = {
  4035: [...FAKE_CYBER_STAGES, { description: 42 }],
  9001: [stage(50, 9001, "1st reading", "Commons", 1, ["2026-09-09"])],
};

const MOVED_STAGES: Record<number, unknown[]> = {
  ...STAGES,
  9001: [...(STAGES[9001] ?? []), stage(51, 9001, MOVED_STAGE.name, MOVED_STAGE.house, 2, [MOVED_STAGE.date])],
};

/** The stages' pages are at most this long, so a test sees the adapter follow them. */
export const STAGE_PAGE_SIZE_SERVED = 2;
/** The bill whose record the fake fails on (503) while the list answers. */
export const FAILING_BILL = 4019;

function send(response: ServerResponse, status: number, body: unknown, type = "application/json; charset=utf-8") {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

function page<T>(items: readonly T[], url: URL, maxTake = Infinity) {
  const skip = Number(url.searchParams.get("Skip") ?? "0");
  const take = Math.min(Number(url.searchParams.get("Take") ?? "20"), maxTake);
  return { items: items.slice(skip, skip + take), totalResults: items.length, itemsPerPage: take };
}

function answerOk(path: string, url: URL, response: ServerResponse, stagesOf = STAGES) {
  if (path === "/api/v1/Bills") {
    // The older-shaped record sits among the others, as a changed record would in a real answer.
    const all = [FAKE_BILLS[0], FAKE_BILLS[1], OLD_SHAPE_RECORD, ...FAKE_BILLS.slice(2)];
    // Pages of at most 2, whatever Take asks for, so a test sees the adapter follow the pages.
    const answer = page(all, url, 2);
    return send(response, 200, answer);
  }
  if (path.startsWith(`/api/v1/Bills/${FAILING_BILL}`)) return send(response, 503, { title: "Service Unavailable" });
  const stages = /^\/api\/v1\/Bills\/(\d+)\/Stages$/.exec(path);
  if (stages) {
    const list = stagesOf[Number(stages[1])];
    if (!list) return send(response, 404, "");
    return send(response, 200, page(list, url, STAGE_PAGE_SIZE_SERVED));
  }
  const bill = /^\/api\/v1\/Bills\/(\d+)$/.exec(path);
  if (bill) {
    const detail = DETAILS[Number(bill[1])];
    return detail ? send(response, 200, detail) : send(response, 404, "");
  }
  return send(response, 404, "");
}

export async function startFakeBillsApi(port = 0): Promise<LoopbackServer> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, mode = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    switch (mode) {
      case "ok":
        return answerOk(path, url, response);
      case "moved":
        return answerOk(path, url, response, MOVED_STAGES);
      case "down":
        return send(response, 500, { title: "Internal Server Error", status: 500 });
      case "slow":
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        hanging.add(response);
        return;
      case "limited":
        response.writeHead(429, { "retry-after": "60" });
        return response.end();
      case "nonsense":
        return send(response, 200, "<!doctype html><title>Maintenance</title><p>Back soon.</p>", "text/html");
      case "changed":
        return send(response, 200, { results: FAKE_BILLS, total: FAKE_BILLS.length });
      case "huge":
        return send(response, 200, { items: [], totalResults: 0, padding: "x".repeat(3 * 1024 * 1024) });
      default:
        return send(response, 404, "");
    }
  });
  return listenOnLoopback(server, port, () => {
    for (const response of hanging) response.destroy();
  });
}
