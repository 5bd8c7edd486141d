// A proof's file is checked for what it is, not what it is named: staff uploading through the
// API, as in tests/e2e/proofs.spec.ts.
import { expect, test } from "vitest";
import { E2E_ADMIN_TOKEN } from "../e2e/server.ts";
import { request } from "./request.ts";

const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test("an HTML file named .pdf is refused", async () => {
  const response = await request.post("/api/admin/proofs", {
    headers: staff,
    multipart: {
      title: "Sneaky",
      file: {
        name: "proof.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
      },
    },
  });
  expect(response.status()).toBe(415);
});
