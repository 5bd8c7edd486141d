// What the proof approval tests send: staff uploads with the admin token or as a named
// person signed in through Access, sample files of each kind, and the reviewer's view and decision.
import { env } from "cloudflare:test";
import type { PublicProof } from "#shared/api/proofs.ts";
import { FAKE_ACCESS_AUDIENCE, signAccessToken } from "../../fakes/access-tokens.ts";
import { callApi, ORIGIN, postJson } from "../call-api.ts";

const TOKEN = "functions-lane-admin-token-0123456789";
export const staff = { ADMIN_TOKEN: TOKEN };
export const bearer = { authorization: `Bearer ${TOKEN}` };
export const DAY = 86_400_000;

export const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1,
]);
export const HTML = new TextEncoder().encode("<!doctype html><script>fetch('/api/admin/contacts')</script>");

export function upload(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([file.bytes], file.name, { type: file.type }));
  return form;
}

export async function createProof(
  fields: Record<string, string> = { title: "Spring leaflet", client_name: "Harbour Trust" },
  file = { bytes: PDF, name: "leaflet v1.pdf", type: "application/pdf" },
) {
  const response = await callApi(
    "/api/admin/proofs",
    { method: "POST", headers: bearer, body: upload(fields, file) },
    staff,
  );
  return {
    response,
    body: await response.json<{ id: number; slug: string; url: string; expires_at: string; error?: string }>(),
  };
}

export const decide = (slug: string, body: unknown, overrides = {}) =>
  postJson(`/api/approvals/${slug}/decision`, body, {}, overrides);
export const view = async (slug: string) => await (await callApi(`/api/approvals/${slug}`)).json<PublicProof>();

/** Staff signed in through Cloudflare Access (the fake team), as a same-origin browser sends. */
export const accessEnv = () => ({
  ...staff,
  ACCESS_TEAM_DOMAIN: env.FAKE_ACCESS_URL,
  ACCESS_AUD: FAKE_ACCESS_AUDIENCE,
});
export async function asStaff(email: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = {
    "cf-access-jwt-assertion": await signAccessToken(env.FAKE_ACCESS_URL, { email }),
    origin: ORIGIN,
    "sec-fetch-site": "same-origin",
    ...(init.headers as Record<string, string> | undefined),
  };
  return callApi(path, { ...init, headers }, accessEnv());
}
export const jsonBody = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
