// The console's list of proofs: newest first, a page at a time (keyset, functions/lib/staff/
// paging.ts), filtered by whether the link works now and searched by title or client. One query
// for the page and one for the count; each row's latest version and decision come from the
// (proof_id, version) indexes, so a page costs the same with 10 proofs or 10,000.
import type { ProofListRow, ProofStatus } from "#shared/api/proofs-staff.ts";
import { withDatabase } from "../../platform/errors.ts";
import { toPage, type PageRequest } from "../../staff/paging.ts";
import { approvalUrl } from "./proof-store.ts";

export interface ProofQuery extends PageRequest {
  readonly status: ProofStatus | undefined;
  /** Words to find in the title or the client's name, case-insensitively. */
  readonly q: string | undefined;
}

/** A query's bound values, each named ?N by the order it was added. */
class Values {
  readonly list: (string | number)[] = [];
  add(value: string | number): string {
    this.list.push(value);
    return `?${this.list.length}`;
  }
}

const statusSql = (at: string) =>
  `CASE WHEN p.revoked_at IS NOT NULL THEN 'revoked' WHEN p.expires_at <= ${at} THEN 'expired' ELSE 'live' END`;

/** The filter's conditions (the cursor aside), their values added to `values`. */
function filterOf(query: ProofQuery, at: string, values: Values): string[] {
  const where: string[] = [];
  if (query.status === "revoked") where.push("p.revoked_at IS NOT NULL");
  else if (query.status)
    where.push(`p.revoked_at IS NULL AND p.expires_at ${query.status === "live" ? ">" : "<="} ${values.add(at)}`);
  if (query.q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and nothing in the words is a wildcard.
    const words = values.add(query.q.toLowerCase());
    where.push(`(instr(lower(p.title), ${words}) > 0 OR instr(lower(coalesce(p.client_name, '')), ${words}) > 0)`);
  }
  return where;
}

const clause = (parts: readonly string[]) => (parts.length ? `WHERE ${parts.join(" AND ")}` : "");

interface ListedRow {
  id: number;
  slug: string;
  title: string;
  client_name: string | null;
  status: ProofStatus;
  latest_version: number;
  expires_at: string;
  created_at: string;
  decision: "approved" | "changes_requested" | null;
  decision_version: number | null;
  decision_name: string | null;
  decided_at: string | null;
}

/** The page's query and the count's, with their values. */
export function listQueries(
  query: ProofQuery,
  now: Date,
): { page: { sql: string; values: (string | number)[] }; count: { sql: string; values: (string | number)[] } } {
  const at = now.toISOString();
  const counted = new Values();
  const countWhere = filterOf(query, at, counted);
  const paged = new Values();
  const pageWhere = filterOf(query, at, paged);
  if (query.before !== undefined) pageWhere.push(`p.id < ${paged.add(query.before)}`);
  const status = statusSql(paged.add(at));
  const limit = paged.add(query.limit + 1);
  const sql = `SELECT p.id, p.slug, p.title, p.client_name, p.expires_at, p.created_at, ${status} AS status,
      (SELECT max(v.version) FROM proof_versions v WHERE v.proof_id = p.id) AS latest_version,
      d.decision, d.version AS decision_version, d.name AS decision_name, d.decided_at
    FROM proofs p
    LEFT JOIN proof_decisions d ON d.proof_id = p.id AND d.version = (SELECT max(version) FROM proof_decisions WHERE proof_id = p.id)
    ${clause(pageWhere)} ORDER BY p.id DESC LIMIT ${limit}`;
  return {
    page: { sql, values: paged.list },
    count: { sql: `SELECT count(*) AS total FROM proofs p ${clause(countWhere)}`, values: counted.list },
  };
}

export async function listProofs(
  db: D1Database,
  query: ProofQuery,
  now: Date,
  siteUrl: string,
): Promise<{ rows: ProofListRow[]; total: number; next: number | null }> {
  const { page: pageQuery, count: countQuery } = listQueries(query, now);
  const [page, count] = await withDatabase(() =>
    db.batch<Record<string, unknown>>([
      db.prepare(pageQuery.sql).bind(...pageQuery.values),
      db.prepare(countQuery.sql).bind(...countQuery.values),
    ]),
  );
  const rows = ((page?.results ?? []) as unknown as ListedRow[]).map((row): ProofListRow => ({
    id: row.id,
    title: row.title,
    client_name: row.client_name,
    status: row.status,
    latest_version: row.latest_version,
    expires_at: row.expires_at,
    created_at: row.created_at,
    latest_decision:
      row.decision && row.decision_version !== null
        ? {
            decision: row.decision,
            version: row.decision_version,
            name: row.decision_name ?? "",
            decided_at: row.decided_at ?? "",
          }
        : null,
    url: approvalUrl(siteUrl, row.slug),
  }));
  return toPage(rows, query.limit, Number(count?.results[0]?.["total"] ?? 0));
}
