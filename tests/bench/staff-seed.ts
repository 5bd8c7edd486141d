// Seeds a local D1 with what a busy year leaves behind, for the staff console's benchmark:
// enquiries (a fifth of them TENFOLD hand-offs with a transcript) and proofs with versions,
// decisions and audit rows. Written as SQL that `wrangler d1 execute --file` applies in one go.
import { writeFileSync } from "node:fs";

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Mary",
  "Tim",
  "Katherine",
  "Edsger",
  "Barbara",
  "Donald",
  "Frances",
  "Ken",
  "Radia",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Somerville",
  "Berners-Lee",
  "Johnson",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Thompson",
  "Perlman",
];
const TOPICS = [
  "a planning application for 240 homes",
  "a council consultation on parking",
  "crisis support after a data breach",
  "a select committee inquiry",
  "media training for our board",
  "a rebrand launch",
  "a school expansion",
  "a wind farm's community engagement",
];
const DELIVERY = ["none", "delivered", "delivered", "delivered", "failed", "pending"] as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const at = (start: number, i: number, stepMs: number) => new Date(start + i * stepMs).toISOString();

/** D1 refuses a statement longer than 100 KB; multi-row INSERTs stay well under it. */
const MAX_STATEMENT_CHARS = 60_000;

/** Rows in multi-row INSERTs, which SQLite applies far faster than one statement each. */
function inserts(table: string, columns: string, rows: readonly string[]): string[] {
  const statements: string[] = [];
  let batch: string[] = [];
  let length = 0;
  const flush = () => {
    if (batch.length > 0) statements.push(`INSERT INTO ${table} (${columns}) VALUES\n${batch.join(",\n")};`);
    batch = [];
    length = 0;
  };
  for (const row of rows) {
    if (length + row.length > MAX_STATEMENT_CHARS) flush();
    batch.push(row);
    length += row.length + 2;
  }
  flush();
  return statements;
}

export function staffSeedSql(enquiries: number, proofs: number, now = Date.now()): string {
  const yearAgo = now - 365 * 86_400_000;
  const step = Math.floor((now - yearAgo) / enquiries);
  const contactRows = Array.from({ length: enquiries }, (_, i) => {
    const name = `${FIRST[i % FIRST.length] ?? "Ada"} ${LAST[(i * 7) % LAST.length] ?? "Lovelace"}`;
    const topic = TOPICS[i % TOPICS.length] ?? "";
    const tenfold = i % 5 === 0;
    const transcript = tenfold
      ? quote(
          JSON.stringify([
            { role: "user", text: `Can you help with ${topic}?` },
            {
              role: "ai",
              text: "Yes: our consultants advise on exactly this. Send this to a consultant and they will reply.",
            },
          ]),
        )
      : "NULL";
    const created = at(yearAgo, i, step);
    const handled = i < enquiries - 200 && i % 3 === 0 ? `${quote(created)}, 'staff@example.com'` : "NULL, NULL";
    return `(${quote(name)}, ${quote(`person${i}@example.com`)}, ${quote(`Enquiry ${i}: we would like advice on ${topic}. Could someone call us this week?`)}, 1, ${quote(created)}, ${quote(created)}, 'bench', ${quote(DELIVERY[i % DELIVERY.length] ?? "none")}, ${tenfold ? "'tenfold'" : "'form'"}, ${transcript}, ${handled})`;
  });
  const proofStep = Math.floor((now - yearAgo) / proofs);
  const proofRows: string[] = [];
  const versionRows: string[] = [];
  const decisionRows: string[] = [];
  const auditRows: string[] = [];
  for (let id = 1; id <= proofs; id++) {
    const created = at(yearAgo, id, proofStep);
    const expires = new Date(new Date(created).getTime() + 14 * 86_400_000).toISOString();
    const revoked = id % 11 === 0 ? quote(expires) : "NULL";
    proofRows.push(
      `(${id}, ${quote(`bench-proof-slug-${String(id).padStart(6, "0")}`)}, ${quote(`Leaflet ${id} for ${TOPICS[id % TOPICS.length] ?? ""}`)}, ${quote(`Client ${id % 97}`)}, ${quote(created)}, ${quote(expires)}, ${revoked})`,
    );
    const versions = 1 + (id % 3);
    for (let version = 1; version <= versions; version++) {
      versionRows.push(
        `(${id}, ${version}, ${quote(`proofs/${id}/v${version}`)}, 'leaflet.pdf', 'application/pdf', 123456, ${quote(created)})`,
      );
      auditRows.push(
        `(${id}, ${version === 1 ? "'created'" : "'version_added'"}, ${version}, 'staff@example.com', ${quote(created)})`,
      );
      if (version < versions || id % 2 === 0) {
        const decision = version < versions ? "changes_requested" : "approved";
        decisionRows.push(
          `(${id}, ${version}, '${decision}', 'Client reviewer', ${decision === "approved" ? "NULL" : "'Please change the headline.'"}, ${quote(created)}, 'bench')`,
        );
      }
    }
  }
  return [
    ...inserts(
      "contact_messages",
      "name, email, message, privacy_consent, consented_at, created_at, client_hash, delivery_status, source, transcript, handled_at, handled_by",
      contactRows,
    ),
    ...inserts("proofs", "id, slug, title, client_name, created_at, expires_at, revoked_at", proofRows),
    ...inserts("proof_versions", "proof_id, version, file_key, file_name, content_type, size, created_at", versionRows),
    ...inserts("proof_decisions", "proof_id, version, decision, name, comment, decided_at, client_hash", decisionRows),
    ...inserts("proof_audit", "proof_id, event, version, actor, at", auditRows),
  ].join("\n");
}

export function writeStaffSeed(file: string, enquiries: number, proofs: number): void {
  writeFileSync(file, staffSeedSql(enquiries, proofs));
}
