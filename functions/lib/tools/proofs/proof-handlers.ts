// The proof approval routes: staff routes behind the staff guard, each change recorded with the
// signed-in person, and the reviewer's routes (the proof, its file and the decision).
import type { IRequest } from "itty-router";
import type { Config } from "../../platform/config.ts";
import type { AppEnv } from "../../platform/env.ts";
import { approvalDecisionContract, approvalFileContract, viewApprovalContract } from "#shared/api/proofs-approvals.ts";
import { PROOF_LIMITS } from "#shared/api/proofs.ts";
import {
  addProofVersionContract,
  createProofContract,
  extendProofContract,
  getProofContract,
  listProofsContract,
  PROOF_STATUSES,
  revokeProofContract,
  staffProofFileContract,
  type ProofStatus,
} from "#shared/api/proofs-staff.ts";
import { reply } from "../../platform/reply.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route, type WaitUntil } from "../../platform/handler.ts";
import { parseBody, readJsonBody } from "../../platform/request-guards.ts";
import { acceptVisitorPost } from "../../platform/visitor-request.ts";
import { pageRequest } from "../../staff/paging.ts";
import { rowId } from "../../staff/row-id.ts";
import { staffOf } from "../../staff/staff-auth.ts";
import { addVersion, createProof, getProof, staffFile } from "./proof-admin.ts";
import { extendProof, revokeProof } from "./proof-lifecycle.ts";
import { listProofs } from "./proof-list.ts";
import { decide, openFile, viewProof } from "./proof-review.ts";
import type { ProofDeps } from "./proof-store.ts";
import { proofFields, readProofUpload } from "./proof-upload.ts";

export function proofDeps(env: AppEnv, config: Config, ctx: WaitUntil, now = Date.now()): ProofDeps {
  return {
    db: env.DB,
    bucket: env.PROOFS,
    now: () => new Date(now),
    siteUrl: config.site.url,
    notify: { url: config.notify.webhookUrl, waitUntil: (work) => ctx.waitUntil(work) },
  };
}

const proofId = (request: IRequest): number => rowId(request, "proof");
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

export const proofRoutes: readonly Route[] = [
  route(createProofContract, async (request, env, ctx, config) => {
    const { form, file } = await readProofUpload(request);
    return reply(
      createProofContract,
      await createProof(proofFields(form), file, actor(request), proofDeps(env, config, ctx)),
      { status: 201 },
    );
  }),
  route(addProofVersionContract, async (request, env, ctx, config) => {
    const id = proofId(request);
    const { file } = await readProofUpload(request);
    return reply(addProofVersionContract, await addVersion(id, file, actor(request), proofDeps(env, config, ctx)), {
      status: 201,
    });
  }),
  route(listProofsContract, async (request, env, _ctx, config) => {
    return reply(
      listProofsContract,
      await listProofs(env.DB, listQuery(new URL(request.url)), new Date(), config.site.url),
    );
  }),
  route(getProofContract, async (request, env, ctx, config) => {
    return reply(getProofContract, await getProof(proofId(request), proofDeps(env, config, ctx)));
  }),
  route(revokeProofContract, async (request, env, ctx, config) => {
    return reply(revokeProofContract, await revokeProof(proofId(request), actor(request), proofDeps(env, config, ctx)));
  }),
  route(extendProofContract, async (request, env, ctx, config) => {
    const id = proofId(request);
    const { days } = parseBody(extendProofContract.request, await readJsonBody(request));
    return reply(extendProofContract, await extendProof(id, days, actor(request), proofDeps(env, config, ctx)));
  }),
  route(staffProofFileContract, async (request, env, ctx, config) => {
    const version = Number(request.params.version);
    if (!Number.isSafeInteger(version) || version < 1)
      throw new ApiError("not_found", "No such version of this proof.");
    return staffFile(
      proofId(request),
      version,
      new URL(request.url).searchParams.has("download"),
      proofDeps(env, config, ctx),
    );
  }),
  route(viewApprovalContract, async (request, env, ctx, config) => {
    const response = reply(viewApprovalContract, await viewProof(request.params.slug, proofDeps(env, config, ctx)));
    response.headers.set("x-robots-tag", "noindex, nofollow");
    return response;
  }),
  route(approvalFileContract, async (request, env, ctx, config) => {
    return openFile(
      request.params.slug,
      new URL(request.url).searchParams.has("download"),
      proofDeps(env, config, ctx),
    );
  }),
  // The reviewer's decision, through the visitor checks. No Turnstile: the reviewer holds a
  // 128-bit link, and each version takes one decision.
  route(approvalDecisionContract, async (request, env, ctx, config) => {
    const { body, hash, now } = await acceptVisitorPost(request, env, config, {
      contract: approvalDecisionContract,
      bucket: "proof",
      turnstile: false,
    });
    return reply(
      approvalDecisionContract,
      await decide(request.params.slug, body, hash, proofDeps(env, config, ctx, now)),
    );
  }),
];
