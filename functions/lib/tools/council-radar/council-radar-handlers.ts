// Council Radar's routes (router.ts lists them): the directory's councils for visitors, and the
// console's list of councils, added and removed by ModernGov address.
import {
  addCouncilContract,
  councillorProfileContract,
  councilRadarContract,
  COUNCIL_LIMITS,
  listCouncilsContract,
  removeCouncilContract,
} from "#shared/api/council-radar.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { parseBody, readJsonBody } from "../../platform/request-guards.ts";
import { staffOf } from "../../staff/staff-auth.ts";
import { addCouncil, councillorProfile, councilViews, removeCouncil, staffCouncils } from "./council-radar-service.ts";

export const councilRadarRoutes: readonly Route[] = [
  route(councilRadarContract, async (_request, env, ctx) =>
    reply(councilRadarContract, {
      councils: await councilViews({ db: env.DB, waitUntil: (work) => ctx.waitUntil(work) }),
    }),
  ),
  route(councillorProfileContract, async (request, env) => {
    const council = await councillorProfile(env.DB, request.params.id);
    if (!council) throw new ApiError("not_found", "No council Council Radar reads lists that councillor.");
    return reply(councillorProfileContract, { council });
  }),
  route(listCouncilsContract, async (_request, env) =>
    reply(listCouncilsContract, { councils: await staffCouncils(env.DB) }),
  ),
  route(addCouncilContract, async (request, env, _ctx, config) => {
    const input = parseBody(addCouncilContract.request, await readJsonBody(request));
    return reply(
      addCouncilContract,
      await addCouncil(input, staffOf(request).email, {
        db: env.DB,
        allowLoopback: config.tools.fetchAllowLoopback,
        councilsMax: COUNCIL_LIMITS.councilsMax,
      }),
    );
  }),
  route(removeCouncilContract, async (request, env) => {
    const { id } = request.params;
    if (!(await removeCouncil(env.DB, id)))
      throw new ApiError("not_found", `No council ${id} on Council Radar's list.`);
    return reply(removeCouncilContract, { id, removed: true });
  }),
];
