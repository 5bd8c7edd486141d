// Shared by the proof approval specs: the staff token, real files for the browser to draw,
// and creating a proof through the staff API as staff would.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { minimalPdf } from "../../fixtures/minimal-pdf.ts";
import { expect } from "../fixtures.ts";
import { E2E_ADMIN_TOKEN } from "../server.ts";

export const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
// Real images from the build, so the browser has something to draw.
export const PNG = readFileSync(join(process.cwd(), "dist", "icons", "icon-192.png"));
export const PNG_V2 = readFileSync(join(process.cwd(), "dist", "icons", "icon-512.png"));
export const PDF = minimalPdf(["Press release draft v1"]);

export async function createProof(
  request: APIRequestContext,
  fields: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post("/api/admin/proofs", { headers: staff, multipart: { ...fields, file } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string; url: string; expires_at: string };
}
