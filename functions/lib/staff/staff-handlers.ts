// The console's own routes: who is signed in, and the health page.
import pkg from "../../../package.json";
import { sessionContract, staffHealthContract } from "#shared/api/staff.ts";
import { sourceHealth } from "../platform/public-sources/source-health.ts";
import { reply } from "../platform/reply.ts";
import { route, type Route } from "../platform/handler.ts";
import { staffOf } from "./staff-auth.ts";
import { databaseHealth, settingChecks } from "./staff-health.ts";

export const staffRoutes: readonly Route[] = [
  route(sessionContract, (request) => reply(sessionContract, staffOf(request))),
  route(staffHealthContract, async (_request, env, _ctx, config) =>
    reply(staffHealthContract, {
      version: pkg.version,
      environment: config.site.env ?? "unset",
      database: await databaseHealth(env.DB),
      settings: settingChecks(config),
      sources: await sourceHealth(env.DB),
    }),
  ),
];
