// One rule for what a proof file may be, in web/shared/api/proofs.ts: the console checks a file with it
// before uploading, and the functions check the upload with it, so the two never disagree.
import { describe, expect, it } from "vitest";
import { checkProofFile, proofFileMessages, PROOF_SNIFF_BYTES, sniffProofType } from "#shared/api/proofs.ts";
import { createProof, HTML, PDF, PNG } from "./proof-requests.ts";

const ascii = (text: string) => new TextEncoder().encode(text);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const WEBP = new Uint8Array([...ascii("RIFF"), 36, 0, 0, 0, ...ascii("WEBPVP8 ")]);
const RIFF_WAVE = new Uint8Array([...ascii("RIFF"), 36, 0, 0, 0, ...ascii("WAVEfmt ")]);

describe("the shared file check", () => {
  it("names a type by the first bytes alone", () => {
    expect([PDF, PNG, JPEG, WEBP].map((bytes) => sniffProofType(bytes.slice(0, PROOF_SNIFF_BYTES)))).toEqual([
      "application/pdf",
      "image/png",
      "image/jpeg",
      "image/webp",
    ]);
    expect([HTML, RIFF_WAVE, ascii("%PD"), new Uint8Array()].map(sniffProofType)).toEqual([null, null, null, null]);
  });

  it("refuses a file over 20 MB or empty whatever its bytes", () => {
    expect(checkProofFile(20 * 1024 * 1024, PDF)).toEqual({ type: "application/pdf" });
    expect(checkProofFile(20 * 1024 * 1024 + 1, PDF)).toEqual({ problem: "tooLarge" });
    expect(checkProofFile(0, new Uint8Array())).toEqual({ problem: "empty" });
    expect(checkProofFile(HTML.byteLength, HTML)).toEqual({ problem: "wrongType" });
  });

  it("gives the same verdict, in the same words, as the upload's answer", async () => {
    const samples = {
      "a.pdf": PDF,
      "b.png": PNG,
      "c.jpg": JPEG,
      "d.webp": WEBP,
      "e.pdf": HTML,
      "f.webp": RIFF_WAVE,
      "g.pdf": new Uint8Array(),
    };
    for (const [name, bytes] of Object.entries(samples)) {
      const verdict = checkProofFile(bytes.byteLength, bytes.slice(0, PROOF_SNIFF_BYTES));
      const { response, body } = await createProof({ title: name }, { bytes, name, type: "application/pdf" });
      if ("type" in verdict) expect(response.status, name).toBe(201);
      else
        expect([response.status, body.error], name).toEqual([
          verdict.problem === "empty" ? 400 : 415,
          proofFileMessages[verdict.problem],
        ]);
    }
  });
});
