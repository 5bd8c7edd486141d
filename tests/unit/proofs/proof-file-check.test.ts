// The console's check before it uploads a proof: a file's type read from its first bytes and its
// size, by the rule the server applies (web/shared/api/proofs.ts), with the file named in the refusal.
import { describe, expect, it } from "vitest";
import { checkFileBeforeUpload } from "../../../web/tools/proofs/staff/file-check.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (parts: BlobPart[], name: string, type = "") => new File(parts, name, { type });

/** A PDF of `size` bytes: its signature, then zeros. */
function pdfOfSize(size: number, name: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return file([bytes], name, "application/pdf");
}

describe("the check before a proof is uploaded", () => {
  it("accepts a PDF or an image by its bytes, whatever its name or claimed type", async () => {
    expect(await checkFileBeforeUpload(file([PDF], "leaflet.pdf", "application/pdf"))).toEqual({
      type: "application/pdf",
    });
    expect(await checkFileBeforeUpload(file([PNG], "scan.pdf", "application/pdf"))).toEqual({ type: "image/png" });
  });

  it("refuses a file whose bytes are not a proof's type, naming the file", async () => {
    const html = file(["<!doctype html><script>alert(1)</script>"], "proof.pdf", "application/pdf");
    expect(await checkFileBeforeUpload(html)).toEqual({
      refusal:
        "proof.pdf was not sent. The file must be a PDF, PNG, JPEG or WebP; its content says it is none of these, whatever its name.",
    });
    expect(await checkFileBeforeUpload(file([], "empty.png", "image/png"))).toEqual({
      refusal: "empty.png was not sent. The file is empty.",
    });
  });

  it("refuses a file over 20 MB and accepts one of exactly 20 MB", async () => {
    expect(await checkFileBeforeUpload(pdfOfSize(20 * 1024 * 1024 + 1, "huge.pdf"))).toEqual({
      refusal: "huge.pdf was not sent. The file must be at most 20 MB.",
    });
    expect(await checkFileBeforeUpload(pdfOfSize(20 * 1024 * 1024, "limit.pdf"))).toEqual({ type: "application/pdf" });
  });
});
