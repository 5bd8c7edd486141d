// Bot Tester's cases as files, for import (read in the functions) and export (written in the
// console): JSON, the cases as the contract has them, and CSV for a spreadsheet, one case a row.
// CSV is read and written with papaparse, so quoting, commas and line breaks inside a cell follow
// RFC 4180 as Excel and Google Sheets write it. In a CSV cell, facts are separated by ";" and a
// fact's alternative wordings by "|" (so neither character can be part of a fact's text); earlier
// turns are lines "user: …" or "ai: …"; links are separated by spaces.
import Papa from "papaparse";
import * as v from "valibot";
import { botCaseInputSchema, type BotCaseInput, type BotImportFormat } from "./bot-tester.ts";

export const BOT_CSV_COLUMNS = ["question", "history", "facts", "links", "declines", "note"] as const;

type CaseFields = Pick<BotCaseInput, "question" | "history" | "facts" | "links" | "declines" | "note">;

/** One row that does not fit, numbered as the person sees the file (a CSV's header is row 1). */
export interface RowProblem {
  readonly row: number;
  readonly reason: string;
}

export type ReadCases =
  | { readonly ok: true; readonly cases: readonly BotCaseInput[] }
  | { readonly ok: false; readonly problems: readonly RowProblem[] };

const FACT_SEPARATOR = " ; ";
const ALTERNATIVE_SEPARATOR = " | ";

function factsCell(facts: CaseFields["facts"]): string {
  return facts.map((fact) => (typeof fact === "string" ? fact : fact.join(ALTERNATIVE_SEPARATOR))).join(FACT_SEPARATOR);
}

function historyCell(history: CaseFields["history"]): string {
  return history.map((turn) => `${turn.role}: ${turn.text.replace(/\s*\n\s*/g, " ")}`).join("\n");
}

/** The cases as a CSV file, a header row first. */
export function casesToCsv(cases: readonly CaseFields[]): string {
  return Papa.unparse(
    {
      fields: [...BOT_CSV_COLUMNS],
      data: cases.map((c) => [
        c.question,
        historyCell(c.history),
        factsCell(c.facts),
        c.links.join(" "),
        c.declines ? "yes" : "no",
        c.note,
      ]),
    },
    { newline: "\r\n" },
  );
}

/** The cases as a JSON file, in the shape import reads back. */
export function casesToJson(cases: readonly CaseFields[]): string {
  const picked = cases.map(({ question, history, facts, links, declines, note }) => ({
    question,
    history,
    facts,
    links,
    declines,
    note,
  }));
  return `${JSON.stringify({ cases: picked }, null, 2)}\n`;
}

const firstIssue = (issues: readonly v.BaseIssue<unknown>[]) => {
  const issue = issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join(".");
  return `${path ? `${path}: ` : ""}${issue?.message ?? "does not fit"}`;
};

function checked(rows: readonly { row: number; value: unknown }[]): ReadCases {
  const cases: BotCaseInput[] = [];
  const problems: RowProblem[] = [];
  for (const { row, value } of rows) {
    const parsed = v.safeParse(botCaseInputSchema, value);
    if (parsed.success) cases.push(parsed.output);
    else problems.push({ row, reason: firstIssue(parsed.issues) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cases };
}

function readJson(text: string): ReadCases {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ row: 0, reason: "The file is not JSON." }] };
  }
  // The export's shape ({ cases: [...] }) or a bare list of cases.
  const list = Array.isArray(body) ? body : (body as { cases?: unknown } | null)?.cases;
  if (!Array.isArray(list))
    return { ok: false, problems: [{ row: 0, reason: 'The JSON holds no list of cases (a "cases" array).' }] };
  return checked((list as unknown[]).map((value, index) => ({ row: index + 1, value })));
}

function turnsOf(cell: string): unknown[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(user|ai)\s*:\s*(.*)$/i.exec(line);
      // A line without "user:" or "ai:" is passed on as it is, so the schema names the problem.
      return match ? { role: match[1]?.toLowerCase(), text: match[2] } : { role: line, text: "" };
    });
}

function factsOf(cell: string): unknown[] {
  return cell
    .split(";")
    .map((fact) => fact.trim())
    .filter(Boolean)
    .map((fact) => {
      const alternatives = fact
        .split("|")
        .map((alt) => alt.trim())
        .filter(Boolean);
      return alternatives.length === 1 ? alternatives[0] : alternatives;
    });
}

function declinesOf(cell: string): unknown {
  const word = cell.trim().toLowerCase();
  if (["yes", "true", "y", "1"].includes(word)) return true;
  if (["", "no", "false", "n", "0"].includes(word)) return false;
  return cell;
}

function readCsv(text: string): ReadCases {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("question"))
    return { ok: false, problems: [{ row: 1, reason: 'The CSV has no "question" column in its first row.' }] };
  const broken = parsed.errors.filter((error) => error.type === "Quotes" || error.type === "Delimiter");
  if (broken.length > 0)
    return {
      ok: false,
      problems: broken.map((error) => ({ row: (error.row ?? 0) + 2, reason: error.message })),
    };
  return checked(
    parsed.data.map((record, index) => ({
      // The header is row 1, so the first case is row 2.
      row: index + 2,
      value: {
        question: record["question"] ?? "",
        history: turnsOf(record["history"] ?? ""),
        facts: factsOf(record["facts"] ?? ""),
        links: (record["links"] ?? "").split(/\s+/).filter(Boolean),
        declines: declinesOf(record["declines"] ?? ""),
        note: record["note"] ?? "",
      },
    })),
  );
}

/** Reads a file's cases, all of them checked: every row that does not fit is named. */
export function readCases(format: BotImportFormat, text: string): ReadCases {
  return format === "json" ? readJson(text) : readCsv(text);
}
