// The proof approval routes' handlers (router.ts lists them): staff routes behind the admin token,
// the reviewer's read routes. The reviewer's decision goes through the router's visitor checks.
import type { IRequest } from "itty-router";
import type { AppEnv } from "../env.ts";
import { addProofVersionContract, createProofContract, getProofContract, listProofsContract, revokeProofContract, viewApprovalContract } from "../../../web/shared/api/proofs.ts";
import { reply } from "../contract.ts";
import { ApiError } from "../errors.ts";
import { boundedParam } from "../admin.ts";
import { addVersion, createProof, getProof, listProofs, revokeProof } from "./proof-admin.ts";
import { openFile, viewProof } from "./proof-review.ts";
import type { ProofDeps } from "./proof-store.ts";
import { proofFields, readProofUpload } from "./proof-upload.ts";

type WaitUntil = Pick<ExecutionContext, "waitUntil">;

export function proofDeps(env: AppEnv, ctx: WaitUntil, now = Date.now()): ProofDeps {
  return {
    db: env.DB,
    bucket: env.PROOFS,
    now: () => new Date(now),
    siteUrl: env.SITE_URL,
    notify: { url: env.NOTIFY_WEBHOOK_URL, waitUntil: (work) => ctx.waitUntil(work) },
  };
}

const proofId = (request: IRequest): number => {
  const id = Number(request.params["id"]);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError("not_found", "No proof with this id.");
  return id;
};
const slug = (request: IRequest): string => request.params["slug"] ?? "";

export const proofHandlers = {
  async create(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    const { form, file } = await readProofUpload(request);
    return reply(createProofContract, await createProof(proofFields(form), file, proofDeps(env, ctx)), { status: 201 });
  },
  async addVersion(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    const id = proofId(request);
    const { file } = await readProofUpload(request);
    return reply(addProofVersionContract, await addVersion(id, file, proofDeps(env, ctx)), { status: 201 });
  },
  async list(this: void, request: IRequest, env: AppEnv): Promise<Response> {
    const limit = boundedParam(new URL(request.url), "limit", 200, 1, 1000);
    return reply(listProofsContract, { proofs: await listProofs(env.DB, limit) });
  },
  async get(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    return reply(getProofContract, await getProof(proofId(request), proofDeps(env, ctx)));
  },
  async revoke(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    return reply(revokeProofContract, await revokeProof(proofId(request), proofDeps(env, ctx)));
  },
  async view(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    const response = reply(viewApprovalContract, await viewProof(slug(request), proofDeps(env, ctx)));
    response.headers.set("x-robots-tag", "noindex, nofollow");
    return response;
  },
  async file(this: void, request: IRequest, env: AppEnv, ctx: WaitUntil): Promise<Response> {
    return openFile(slug(request), new URL(request.url).searchParams.has("download"), proofDeps(env, ctx));
  },
};
