// Bot Tester's console routes (router.ts lists them, behind the staff sign-in): the cases, their
// import, and the runs that ask them of TENFOLD. A run asks through TENFOLD's own chat service, as
// a visitor's question goes, but not through the visitors' request checks: staff are signed in,
// so a run is not held to the visitors' rate limits, and it asks with the notice unseen, so
// nothing of it is kept in the visitors' TENFOLD report.
import {
  addBotCaseContract,
  botRunContract,
  importBotCasesContract,
  listBotCasesContract,
  listBotRunsContract,
  removeBotCaseContract,
  startBotRunContract,
  stepBotRunContract,
  updateBotCaseContract,
  BOT_TESTER_LIMITS,
  type BotAnswerer,
} from "#shared/api/bot-tester.ts";
import type { Config } from "../../platform/config.ts";
import type { AppEnv } from "../../platform/env.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route, type WaitUntil } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { parseBody, readJsonBody } from "../../platform/request-guards.ts";
import { staffOf } from "../../staff/staff-auth.ts";
import { answerChat, type ChatDeps } from "../../tenfold/chat/chat-service.ts";
import { govcalDeps } from "../govcal/govcal-deps.ts";
import { addCase, importCases, listCases, removeCase, updateCase } from "./bot-cases.ts";
import { listRuns, runDetail, startRun, stepRun, type Ask, type BotRunDeps } from "./bot-runs.ts";

/** The name a run's model use is counted under, apart from any visitor's and from the visitors' site budget. */
const RUN_CLIENT = "bot-tester";
const RUN_LIMITS = {
  perClientDaily: BOT_TESTER_LIMITS.modelAnswersDaily,
  siteDaily: BOT_TESTER_LIMITS.modelAnswersDaily,
};

function runDeps(env: AppEnv, ctx: WaitUntil, config: Config): BotRunDeps {
  const ask =
    (answerer: BotAnswerer): Ask =>
    async (question, history) => {
      const model = answerer === "model" ? config.chat.model : undefined;
      const deps: ChatDeps = {
        db: env.DB,
        clientHash: RUN_CLIENT,
        safetyId: RUN_CLIENT,
        now: new Date(),
        limits: RUN_LIMITS,
        siteBucket: `chat:${RUN_CLIENT}:site`,
        govcal: govcalDeps(env, ctx, config),
        ...(model ? { model } : {}),
      };
      // The notice unseen and "don't keep" set: nothing of a run is kept among visitors' questions.
      return answerChat({ message: question, history: [...history], noticeShown: false, dontKeep: true }, deps);
    };
  return { db: env.DB, now: () => new Date(), ask, modelAvailable: config.chat.model !== undefined };
}

export const botTesterRoutes: readonly Route[] = [
  route(listBotCasesContract, async (_request, env) =>
    reply(listBotCasesContract, { cases: await listCases(env.DB), casesMax: BOT_TESTER_LIMITS.casesMax }),
  ),
  route(addBotCaseContract, async (request, env) => {
    const input = parseBody(addBotCaseContract.request, await readJsonBody(request));
    return reply(addBotCaseContract, await addCase(env.DB, input, staffOf(request).email, new Date()));
  }),
  // Before the update route, whose /cases/:id would also match /cases/import.
  route(importBotCasesContract, async (request, env) => {
    // A file's text, up to BOT_TESTER_LIMITS.importCharsMax characters of up to 4 bytes, JSON-escaped.
    const body = await readJsonBody(request, BOT_TESTER_LIMITS.importCharsMax * 6);
    const { format, text } = parseBody(importBotCasesContract.request, body);
    return reply(importBotCasesContract, await importCases(env.DB, format, text, staffOf(request).email, new Date()));
  }),
  route(updateBotCaseContract, async (request, env) => {
    const input = parseBody(updateBotCaseContract.request, await readJsonBody(request));
    return reply(
      updateBotCaseContract,
      await updateCase(env.DB, request.params.id, input, staffOf(request).email, new Date()),
    );
  }),
  route(removeBotCaseContract, async (request, env) => {
    const { id } = request.params;
    if (!(await removeCase(env.DB, id))) throw new ApiError("not_found", "No case has that id.");
    return reply(removeBotCaseContract, { id, removed: true });
  }),
  route(listBotRunsContract, async (_request, env) => reply(listBotRunsContract, { runs: await listRuns(env.DB) })),
  route(startBotRunContract, async (request, env, ctx, config) => {
    const { answerer } = parseBody(startBotRunContract.request, await readJsonBody(request));
    return reply(startBotRunContract, await startRun(answerer, staffOf(request).email, runDeps(env, ctx, config)));
  }),
  route(stepBotRunContract, async (request, env, ctx, config) =>
    reply(stepBotRunContract, await stepRun(request.params.id, runDeps(env, ctx, config))),
  ),
  route(botRunContract, async (request, env) => reply(botRunContract, await runDetail(env.DB, request.params.id))),
];
