// What a refused import says: the server's message, and each row it named (bot-cases.ts sends them
// as `rows`), so the person can find every line to fix in their file.
import { ApiRequestError } from "../../../lib/api.ts";
import type { BotImportFormat } from "#shared/api/bot-tester.ts";
import type { RowProblem } from "#shared/api/bot-tester-files.ts";

export interface ImportRefusal {
  readonly message: string;
  readonly rows: readonly RowProblem[];
}

/** The refusal in a failed import's answer, or undefined when the failure was not a refusal. */
export function importRefusal(error: unknown): ImportRefusal | undefined {
  if (!(error instanceof ApiRequestError) || error.status >= 500 || !error.serverMessage) return undefined;
  let rows: RowProblem[] = [];
  try {
    const body = JSON.parse(error.bodyText) as { rows?: unknown };
    if (Array.isArray(body.rows))
      rows = body.rows.flatMap((r: unknown) => {
        const { row, reason } = (r ?? {}) as Record<string, unknown>;
        return typeof row === "number" && typeof reason === "string" ? [{ row, reason }] : [];
      });
  } catch {
    // Not JSON: the message alone says why.
  }
  return { message: error.serverMessage, rows };
}

/** The file's format from its name's extension; undefined for any other file. */
export function formatOf(fileName: string): BotImportFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === "json" || extension === "csv" ? extension : undefined;
}
