// The check a file passes before the console uploads it: the shared rule (web/shared/api/proofs.ts),
// read from the file's size and first bytes, so a file the server would refuse is never sent.
import { checkProofFile, PROOF_SNIFF_BYTES, proofFileMessages, type ProofFileType } from "#shared/api/proofs.ts";

export type FileVerdict = { readonly type: ProofFileType } | { readonly refusal: string };

export async function checkFileBeforeUpload(file: Blob & { readonly name: string }): Promise<FileVerdict> {
  const head = new Uint8Array(await file.slice(0, PROOF_SNIFF_BYTES).arrayBuffer());
  const verdict = checkProofFile(file.size, head);
  return "type" in verdict ? verdict : { refusal: `${file.name} was not sent. ${proofFileMessages[verdict.problem]}` };
}
