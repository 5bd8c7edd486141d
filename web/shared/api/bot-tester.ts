// Bot Tester's contract: the test cases staff keep for TENFOLD (a question, any earlier turns, and
// what a right answer must hold, or that it must decline), and the runs that ask every case of
// TENFOLD through the code a visitor's question takes and keep each reply with its verdict.
import * as v from "valibot";
import { defineContract, staffEndpoint } from "./contract.ts";
import { ADMIN_ERRORS } from "./error-codes.ts";

export const BOT_TESTER_LIMITS = {
  /** Cases kept at once: a run of them all stays a few minutes with the model. */
  casesMax: 500,
  questionMax: 500,
  /** Earlier turns, as TENFOLD's own request allows. */
  historyMax: 6,
  turnMax: 1000,
  factsMax: 10,
  factMax: 200,
  /**
   * Alternative wordings of one fact ("30 days" or "a month"). TENFOLD's own evaluation sets give
   * up to 14 (a price written every way it can be), which the bench imports as cases.
   */
  alternativesMax: 20,
  linksMax: 5,
  noteMax: 300,
  /** An import file's text. */
  importCharsMax: 200_000,
  /** Runs kept in the history; the oldest go when a new one starts. */
  runsKept: 50,
  /** Cases asked in one step of a run: each step is one request, well inside a function's limits. */
  stepCases: { "built-in": 25, model: 4 },
  /** Model answers runs may use in a day, counted apart from the visitors' daily budget. */
  modelAnswersDaily: 1000,
} as const;

const L = BOT_TESTER_LIMITS;
const trimmed = (max: number, what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Give ${what}.`),
    v.maxLength(max, `${what} is longer than ${max} characters.`),
  );

export const botTurnSchema = v.object({
  role: v.picklist(["user", "ai"], "A turn's role is user or ai."),
  text: trimmed(L.turnMax, "each earlier turn's text"),
});

/** ";" and "|" separate facts and their wordings in a spreadsheet (bot-tester-files.ts), so no fact holds them. */
const factText = v.pipe(
  trimmed(L.factMax, "each fact"),
  v.regex(/^[^;|]*$/, 'A fact cannot hold ";" or "|": they separate facts and wordings in a spreadsheet.'),
);
/** A fact the reply must state, or alternatives of which it must state one. */
export const botFactSchema = v.union(
  [
    factText,
    v.pipe(
      v.array(factText),
      v.minLength(1, "A fact's wordings cannot be an empty list."),
      v.maxLength(L.alternativesMax, `A fact has at most ${L.alternativesMax} wordings.`),
    ),
  ],
  "A fact is text, or a list of alternative wordings.",
);
export type BotFact = v.InferOutput<typeof botFactSchema>;

/** A page of this site, as TENFOLD links it: a path, not another site. */
export const botLinkSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(300),
  v.regex(/^\/(?![/\\])[^\s]*$/, "A link is a path on this site, such as /services/public-affairs."),
);

const entries = {
  question: trimmed(L.questionMax, "the question"),
  history: v.optional(v.pipe(v.array(botTurnSchema), v.maxLength(L.historyMax)), []),
  facts: v.optional(v.pipe(v.array(botFactSchema), v.maxLength(L.factsMax)), []),
  links: v.optional(v.pipe(v.array(botLinkSchema), v.maxLength(L.linksMax)), []),
  declines: v.optional(v.boolean(), false),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(L.noteMax)), ""),
};

/**
 * What staff write for a case. A case that must decline holds no facts or links (a decline
 * states none); a case with neither only asks that TENFOLD answers rather than declines.
 */
export const botCaseInputSchema = v.pipe(
  v.object(entries),
  v.check(
    (c) => !c.declines || (c.facts.length === 0 && c.links.length === 0),
    "A case that must decline cannot also list facts or links the answer must hold.",
  ),
);
export type BotCaseInput = v.InferOutput<typeof botCaseInputSchema>;

export const BOT_CASE_ORIGINS = ["staff", "import", "report"] as const;

export const botCaseSchema = v.object({
  id: v.string(),
  question: v.string(),
  history: v.array(botTurnSchema),
  facts: v.array(botFactSchema),
  links: v.array(v.string()),
  declines: v.boolean(),
  note: v.string(),
  origin: v.picklist(BOT_CASE_ORIGINS),
  createdBy: v.string(),
  createdAt: v.string(),
  updatedBy: v.string(),
  updatedAt: v.string(),
});
export type BotCase = v.InferOutput<typeof botCaseSchema>;

export const BOT_ANSWERERS = ["built-in", "model"] as const;
export type BotAnswerer = (typeof BOT_ANSWERERS)[number];

export const botRunSchema = v.object({
  id: v.string(),
  answerer: v.picklist(BOT_ANSWERERS),
  startedBy: v.string(),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
  total: v.number(),
  done: v.number(),
  passed: v.number(),
  failed: v.number(),
  /** Cases that passed in the answerer's run before this one and fail now. */
  regressions: v.number(),
});
export type BotRun = v.InferOutput<typeof botRunSchema>;

export const BOT_RESULT_STATES = ["pending", "pass", "fail"] as const;

export const botResultSchema = v.object({
  position: v.number(),
  caseId: v.string(),
  question: v.string(),
  history: v.array(botTurnSchema),
  expectation: v.object({ facts: v.array(botFactSchema), links: v.array(v.string()), declines: v.boolean() }),
  state: v.picklist(BOT_RESULT_STATES),
  problems: v.array(v.string()),
  reply: v.nullable(v.string()),
  declined: v.nullable(v.boolean()),
  sources: v.array(v.object({ title: v.string(), url: v.string() })),
  /** Which answerer wrote the reply: the model can fall back to the built-in (its daily limit, a gate). */
  answeredBy: v.nullable(v.picklist(BOT_ANSWERERS)),
  ms: v.nullable(v.number()),
  /** Passed in the answerer's previous run, fails in this one: shown first. */
  regression: v.boolean(),
});
export type BotResult = v.InferOutput<typeof botResultSchema>;

export const listBotCasesContract = staffEndpoint({
  method: "GET",
  path: "/admin/bot-tester/cases",
  response: v.object({ cases: v.array(botCaseSchema), casesMax: v.number() }),
});

const writeErrors = [
  ...ADMIN_ERRORS,
  "bad_request",
  "conflict",
  "unsupported_media_type",
  "payload_too_large",
] as const;

/** Adds a case; 409 when the same question with the same earlier turns is already a case. */
export const addBotCaseContract = defineContract({
  method: "POST",
  path: "/admin/bot-tester/cases",
  request: botCaseInputSchema,
  response: botCaseSchema,
  errors: writeErrors,
});

export const updateBotCaseContract = defineContract({
  method: "POST",
  path: "/admin/bot-tester/cases/:id",
  request: botCaseInputSchema,
  response: botCaseSchema,
  errors: [...writeErrors, "not_found"],
});

export const removeBotCaseContract = staffEndpoint({
  method: "DELETE",
  path: "/admin/bot-tester/cases/:id",
  response: v.object({ id: v.string(), removed: v.boolean() }),
  errors: ["not_found"],
});

export const BOT_IMPORT_FORMATS = ["json", "csv"] as const;
export type BotImportFormat = (typeof BOT_IMPORT_FORMATS)[number];

export const importBotCasesSchema = v.object({
  format: v.picklist(BOT_IMPORT_FORMATS, "The format is json or csv."),
  text: v.pipe(v.string(), v.nonEmpty("The file is empty."), v.maxLength(L.importCharsMax, "The file is too long.")),
});

/**
 * Imports cases from a JSON or CSV file's text: all or nothing. A row that does not fit refuses
 * the import with every such row's number and reason; a case already kept is skipped and counted.
 */
export const importBotCasesContract = defineContract({
  method: "POST",
  path: "/admin/bot-tester/cases/import",
  request: importBotCasesSchema,
  response: v.object({ added: v.number(), alreadyKept: v.number() }),
  errors: writeErrors,
});

export const startBotRunSchema = v.object({
  answerer: v.picklist(BOT_ANSWERERS, "The answerer is built-in or model."),
});

/** Starts a run of every case; 400 for the model when no OpenAI key is set, 409 with no cases. */
export const startBotRunContract = defineContract({
  method: "POST",
  path: "/admin/bot-tester/runs",
  request: startBotRunSchema,
  response: botRunSchema,
  errors: writeErrors,
});

/** Asks the run's next few cases (BOT_TESTER_LIMITS.stepCases) and answers its progress. */
export const stepBotRunContract = staffEndpoint({
  method: "POST",
  path: "/admin/bot-tester/runs/:id/step",
  response: botRunSchema,
  errors: ["not_found"],
});

export const listBotRunsContract = staffEndpoint({
  method: "GET",
  path: "/admin/bot-tester/runs",
  response: v.object({ runs: v.array(botRunSchema) }),
});

/** One run with each case's result: regressions first, then other failures, then passes. */
export const botRunContract = staffEndpoint({
  method: "GET",
  path: "/admin/bot-tester/runs/:id",
  response: v.object({ run: botRunSchema, results: v.array(botResultSchema) }),
  errors: ["not_found"],
});
