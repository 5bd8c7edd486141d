// The staff exports behind the admin token (functions/lib/staff/admin-tables.ts): TENFOLD's report and the
// stored tables, as JSON or, with ?format=csv, as a spreadsheet download.
import { ADMIN_TABLES, boundedParam, forCsv, listRows, toCsv, type AdminTable } from "./admin-tables.ts";
import { adminTableContract, tenfoldReportContract } from "#shared/api/admin.ts";
import { reply } from "../platform/reply.ts";
import { ApiError } from "../platform/errors.ts";
import { route, type Route } from "../platform/handler.ts";
import { tenfoldReport } from "../tenfold/report/report.ts";
import { REPORT_CSV_COLUMNS, reportRows } from "../tenfold/report/report-csv.ts";
import { reportDays } from "../tenfold/report/report-period.ts";

export const csvResponse = (name: string, csv: string) =>
  new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "no-store",
    },
  });

export const wantsCsv = (url: URL) => url.searchParams.get("format") === "csv";

export const adminRoutes: readonly Route[] = [
  // TENFOLD's figures and what visitors asked that the site could not answer, over the last
  // `days` UTC days (1-90, default 30).
  route(tenfoldReportContract, async (request, env, _ctx, config) => {
    const url = new URL(request.url);
    const report = await tenfoldReport(env.DB, { days: reportDays(url), now: new Date(), voice: config.voice.limits });
    return wantsCsv(url)
      ? csvResponse(`tenfold-report-${report.from}-to-${report.to}`, toCsv(REPORT_CSV_COLUMNS, reportRows(report)))
      : reply(tenfoldReportContract, report);
  }),
  // The newest rows of one table (`limit` 1-5000, default 500).
  route(adminTableContract, async (request, env) => {
    const { table } = request.params;
    if (!Object.hasOwn(ADMIN_TABLES, table)) throw new ApiError("not_found", "Not found.");
    const url = new URL(request.url);
    const rows = await listRows(env.DB, table as AdminTable, boundedParam(url, "limit", 500, 1, 5000));
    return wantsCsv(url)
      ? csvResponse(table, toCsv(ADMIN_TABLES[table as AdminTable].columns, rows.map(forCsv)))
      : reply(adminTableContract, { [table]: rows });
  }),
];
