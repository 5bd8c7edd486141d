// Health check: proves the database answers a real query, and reports the deployed version.
import { ApiError } from "./errors.ts";

export interface Health {
  readonly ok: true;
  readonly version: string;
  readonly database: { readonly reachable: true; readonly schema: string };
}

export async function checkHealth(db: D1Database, version: string): Promise<Health> {
  let row: { value: string } | null;
  try {
    row = await db.prepare("SELECT value FROM app_meta WHERE key = 'schema'").first<{ value: string }>();
  } catch (error) {
    console.error("Health check query failed", error);
    throw new ApiError("unavailable", "The database is not reachable.");
  }
  if (!row) throw new ApiError("unavailable", "The database has not been migrated.");
  return { ok: true, version, database: { reachable: true, schema: row.value } };
}
