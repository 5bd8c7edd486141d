// Public health check: proves the database answers a real query and says nothing more. Which
// version and migration are deployed is for staff only (the console's health page).
import { ApiError } from "./errors.ts";

export interface Health {
  readonly ok: true;
  readonly database: { readonly reachable: true };
}

export async function checkHealth(db: D1Database): Promise<Health> {
  let row: { value: string } | null;
  try {
    row = await db.prepare("SELECT value FROM app_meta WHERE key = 'schema'").first<{ value: string }>();
  } catch (error) {
    console.error("Health check query failed", error);
    throw new ApiError("unavailable", "The database is not reachable.");
  }
  if (!row) throw new ApiError("unavailable", "The database has not been migrated.");
  return { ok: true, database: { reachable: true } };
}
