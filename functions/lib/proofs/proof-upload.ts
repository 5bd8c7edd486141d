// Reading a staff upload: a bounded multipart body, its text fields checked by the shared schema,
// and its file's type named by its first bytes (an HTML page renamed to .pdf stays HTML).
import { PROOF_LIMITS, proofFieldsSchema, type ProofFields, type ProofFileType } from "../../../web/shared/proofs.ts";
import { ApiError } from "../errors.ts";
import { parseBody, readLimitedBytes } from "../request-guards.ts";

/** Room for the form's other fields and the multipart boundaries around a file at the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new ApiError("payload_too_large", `The file must be at most ${PROOF_LIMITS.fileMaxBytes / (1024 * 1024)} MB.`);

export interface ProofFile {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly type: ProofFileType;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The proof type the bytes are, by their signature, or null for anything else. */
export function sniffProofType(bytes: Uint8Array): ProofFileType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export const EXTENSIONS: Record<ProofFileType, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** A download name that is safe in a header and ends with the extension of what the file really is. */
export function safeFileName(name: string, type: ProofFileType): string {
  const base = name.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9 ._-]+/g, "-").replace(/^[-. ]+|[-. ]+$/g, "").slice(0, 100);
  return `${base || "proof"}.${EXTENSIONS[type]}`;
}


/** The text fields of a new proof, checked by the shared schema. */
export function proofFields(form: FormData): ProofFields {
  const fields: Record<string, string> = {};
  for (const name of ["title", "client_name", "notes", "expires_in_days"]) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return parseBody(proofFieldsSchema, fields);
}

/** Reads a multipart upload: the form (for its text fields) and its checked file. */
export async function readProofUpload(request: Request): Promise<{ form: FormData; file: ProofFile }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError("unsupported_media_type", "Send the proof as multipart/form-data with a `file` field.");
  const bytes = await readLimitedBytes(request, PROOF_LIMITS.fileMaxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The multipart body could not be read.");
  }
  const upload = form.get("file");
  if (upload === null || typeof upload === "string") throw new ApiError("bad_request", "A `file` is required.", { issues: { file: "A file is required." } });
  if (upload.size > PROOF_LIMITS.fileMaxBytes) throw tooLarge();
  if (upload.size === 0) throw new ApiError("bad_request", "The file is empty.", { issues: { file: "The file is empty." } });
  const content = new Uint8Array(await upload.arrayBuffer());
  const sniffed = sniffProofType(content);
  if (!sniffed) throw new ApiError("unsupported_media_type", "The file must be a PDF, PNG, JPEG or WebP; its content says it is none of these, whatever its name.");
  return { form, file: { bytes: content, name: safeFileName(upload.name || "proof", sniffed), type: sniffed } };
}

