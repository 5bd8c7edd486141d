// Reading a staff upload: a bounded multipart body, its text fields checked by the shared schema,
// and its file's type named by its first bytes (an HTML page renamed to .pdf stays HTML).
import {
  checkProofFile,
  PROOF_LIMITS,
  proofFieldsSchema,
  proofFileMessages,
  type ProofFields,
  type ProofFileType,
} from "#shared/api/proofs.ts";
import { ApiError } from "../../platform/errors.ts";
import { parseBody, readLimitedBytes } from "../../platform/request-guards.ts";

/** Room for the form's other fields and the multipart boundaries around a file at the limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new ApiError("payload_too_large", proofFileMessages.tooLarge);

export interface ProofFile {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly type: ProofFileType;
}

export const EXTENSIONS: Record<ProofFileType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** A download name that is safe in a header and ends with the extension of what the file really is. */
export function safeFileName(name: string, type: ProofFileType): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, "-")
    .replace(/^[-. ]+|[-. ]+$/g, "")
    .slice(0, 100);
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
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ApiError("unsupported_media_type", "Send the proof as multipart/form-data with a `file` field.");
  const bytes = await readLimitedBytes(request, PROOF_LIMITS.fileMaxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The multipart body could not be read.");
  }
  const upload = form.get("file");
  if (upload === null || typeof upload === "string")
    throw new ApiError("bad_request", "A `file` is required.", { issues: { file: "A file is required." } });
  const content = new Uint8Array(await upload.arrayBuffer());
  // The same check the console makes before it sends a file (web/shared/api/proofs.ts).
  const checked = checkProofFile(content.byteLength, content);
  if ("problem" in checked) {
    if (checked.problem === "tooLarge") throw tooLarge();
    const message = proofFileMessages[checked.problem];
    throw checked.problem === "empty"
      ? new ApiError("bad_request", message, { issues: { file: message } })
      : new ApiError("unsupported_media_type", message);
  }
  return {
    form,
    file: { bytes: content, name: safeFileName(upload.name || "proof", checked.type), type: checked.type },
  };
}
