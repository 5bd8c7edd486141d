// The proof approval routes' handlers (router.ts lists them): staff routes behind the staff guard,
// each change recorded with the signed-in person, and the reviewer's read routes. The reviewer's
// decision goes through the router's visitor checks.
import type { IRequest } from "itty-router";
import type { Config } from "../config.ts";
import type { AppEnv } from "../env.ts";
import { viewApprovalContract } from "#shared/api/proofs.ts";
import { PROOF_LIMITS } from "#shared/proofs.ts";
import {
  addProofVersionContract,
  createProofContract,
  extendProofContract,
  getProofContract,
  listProofsContract,
  PROOF_STATUSES,
  revokeProofContract,
  type ProofStatus,
} from "#shared/api/staff-proofs.ts";
import { reply } from "../contract.ts";
import { ApiError } from "../errors.ts";
import { parseBody, readJsonBody } from "../request-guards.ts";
import { pageRequest } from "../staff/paging.ts";
import { staffOf } from "../staff/staff-auth.ts";
import { addVersion, createProof, getProof, staffFile } from "./proof-admin.ts";
import { extendProof, revokeProof } from "./proof-lifecycle.ts";
import { listProofs } from "./proof-list.ts";
import { openFile, viewProof } from "./proof-review.ts";
import type { ProofDeps } from "./proof-store.ts";
import { proofFields, readProofUpload } from "./proof-upload.ts";

type WaitUntil = Pick<ExecutionContext, "waitUntil">;

export function proofDeps(env: AppEnv, config: Config, ctx: WaitUntil, now = Date.now()): ProofDeps {
  return {
    db: env.DB,
    bucket: env.PROOFS,
    now: () => new Date(now),
    siteUrl: config.site.url,
    notify: { url: config.notify.webhookUrl, waitUntil: (work) => ctx.waitUntil(work) },
  };
}

const proofId = (request: IRequest): number => {
  const id = Number(request.params["id"]);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError("not_found", "No proof with this id.");
  return id;
};
const slug = (request: IRequest): string => request.params["slug"] ?? "";
const actor = (request: IRequest): string => staffOf(request).email;

/** An unknown status shows every proof; a search is at most a title's length. */
function listQuery(url: URL) {
  const status = url.searchParams.get("status") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, PROOF_LIMITS.titleMax);
  return {
    ...pageRequest(url),
    status: (PROOF_STATUSES as readonly string[]).includes(status) ? (status as ProofStatus) : undefined,
    q: q || undefined,
  };
}

export const proofHandlers = {
  async create(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    const { form, file } = await readProofUpload(request);
    return reply(
      createProofContract,
      await createProof(proofFields(form), file, actor(request), proofDeps(env, config, ctx)),
      { status: 201 },
    );
  },
  async addVersion(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    const id = proofId(request);
    const { file } = await readProofUpload(request);
    return reply(addProofVersionContract, await addVersion(id, file, actor(request), proofDeps(env, config, ctx)), {
      status: 201,
    });
  },
  async list(this: void, request: IRequest, env: AppEnv, _ctx: WaitUntil, config: Config): Promise<Response> {
    return reply(
      listProofsContract,
      await listProofs(env.DB, listQuery(new URL(request.url)), new Date(), config.site.url),
    );
  },
  async get(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    return reply(getProofContract, await getProof(proofId(request), proofDeps(env, config, ctx)));
  },
  async revoke(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    return reply(revokeProofContract, await revokeProof(proofId(request), actor(request), proofDeps(env, config, ctx)));
  },
  async extend(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    const id = proofId(request);
    const { days } = parseBody(extendProofContract.request, await readJsonBody(request));
    return reply(extendProofContract, await extendProof(id, days, actor(request), proofDeps(env, config, ctx)));
  },
  async versionFile(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    const version = Number(request.params["version"]);
    if (!Number.isSafeInteger(version) || version < 1)
      throw new ApiError("not_found", "No such version of this proof.");
    return staffFile(
      proofId(request),
      version,
      new URL(request.url).searchParams.has("download"),
      proofDeps(env, config, ctx),
    );
  },
  async view(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    const response = reply(viewApprovalContract, await viewProof(slug(request), proofDeps(env, config, ctx)));
    response.headers.set("x-robots-tag", "noindex, nofollow");
    return response;
  },
  async file(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
    return openFile(slug(request), new URL(request.url).searchParams.has("download"), proofDeps(env, config, ctx));
  },
};
