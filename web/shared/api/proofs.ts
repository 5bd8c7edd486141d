// Proof approvals: the rules, messages and shapes both the approval page and the
// functions use, so the browser's form checks and the API's answers never disagree.
import * as v from "valibot";

export const PROOF_LIMITS = {
  titleMax: 200,
  clientNameMax: 120,
  notesMax: 2000,
  reviewerNameMax: 120,
  commentMax: 5000,
  /** Up to 20 MB per file. */
  fileMaxBytes: 20 * 1024 * 1024,
  expiresInDaysDefault: 14,
  expiresInDaysMax: 90,
} as const;

/** The file types a proof may be, named by what their first bytes say, never by the file name. */
export const PROOF_FILE_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type ProofFileType = (typeof PROOF_FILE_TYPES)[number];

/** How many of a file's first bytes name its type (a WebP's signature ends at byte 12). */
export const PROOF_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The proof type the bytes are, by their signature, or null for anything else. */
export function sniffProofType(bytes: Uint8Array): ProofFileType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export const proofFileMessages = {
  tooLarge: `The file must be at most ${PROOF_LIMITS.fileMaxBytes / (1024 * 1024)} MB.`,
  empty: "The file is empty.",
  wrongType: "The file must be a PDF, PNG, JPEG or WebP; its content says it is none of these, whatever its name.",
} as const;

/**
 * Whether a file may be a proof, from its size and first bytes (PROOF_SNIFF_BYTES of them): its
 * type, or what is wrong with it. The browser asks before uploading, the functions on receipt.
 */
export function checkProofFile(
  size: number,
  head: Uint8Array,
): { type: ProofFileType } | { problem: keyof typeof proofFileMessages } {
  if (size > PROOF_LIMITS.fileMaxBytes) return { problem: "tooLarge" };
  if (size === 0) return { problem: "empty" };
  const type = sniffProofType(head);
  return type ? { type } : { problem: "wrongType" };
}

export const PROOF_DECISIONS = ["approved", "changes_requested"] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];

export const proofMessages = {
  nameRequired: "Enter your name.",
  commentRequired: "Describe the changes you need.",
  decisionRequired: "Choose approve or request changes.",
  alreadyDecided:
    "A decision has already been recorded for this version. Ask the person who sent the link if something has changed.",
  newerVersion:
    "A newer version of this proof has been shared since this page was opened. Reload the page to review it.",
  notFound: "This approval link does not exist or has expired. Ask the person who sent it for a new link.",
  approvedTitle: "Approved",
  changesTitle: "Changes requested",
  failure: "Your decision could not be sent. Please try again.",
} as const;

const oneLine = (max: number, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\p{Cc}\p{Cf}]+/gu, " ").trim()),
    v.maxLength(max, message),
  );
const multiLine = (max: number, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .replace(/\r\n?/g, "\n")
        .replace(/(?![\n\t])[\p{Cc}\p{Cf}]/gu, "")
        .trim(),
    ),
    v.maxLength(max, message),
  );

/** The reviewer's decision: a comment is required only to ask for changes. */
export const proofDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(PROOF_DECISIONS, proofMessages.decisionRequired),
    name: v.pipe(
      oneLine(PROOF_LIMITS.reviewerNameMax, `Name must be at most ${PROOF_LIMITS.reviewerNameMax} characters.`),
      v.nonEmpty(proofMessages.nameRequired),
    ),
    comment: v.optional(
      multiLine(PROOF_LIMITS.commentMax, `Comments must be at most ${PROOF_LIMITS.commentMax} characters.`),
      "",
    ),
    /** The version the reviewer saw; a decision on anything but the latest is refused. */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.forward(
    v.check(
      (input) => input.decision !== "changes_requested" || input.comment.length > 0,
      proofMessages.commentRequired,
    ),
    ["comment"],
  ),
);

export type ProofDecisionInput = v.InferInput<typeof proofDecisionSchema>;
export type ProofDecisionRequest = v.InferOutput<typeof proofDecisionSchema>;

/** The text fields of a new proof (the file is checked separately, by its bytes). */
export const proofFieldsSchema = v.object({
  title: v.pipe(
    oneLine(PROOF_LIMITS.titleMax, `The title must be at most ${PROOF_LIMITS.titleMax} characters.`),
    v.nonEmpty("A title is required."),
  ),
  client_name: v.optional(
    oneLine(PROOF_LIMITS.clientNameMax, `The client name must be at most ${PROOF_LIMITS.clientNameMax} characters.`),
  ),
  notes: v.optional(multiLine(PROOF_LIMITS.notesMax, `Notes must be at most ${PROOF_LIMITS.notesMax} characters.`)),
  expires_in_days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `expires_in_days must be a whole number from 1 to ${PROOF_LIMITS.expiresInDaysMax}.`),
      v.transform(Number),
      v.minValue(1, `expires_in_days must be a whole number from 1 to ${PROOF_LIMITS.expiresInDaysMax}.`),
      v.maxValue(
        PROOF_LIMITS.expiresInDaysMax,
        `expires_in_days must be a whole number from 1 to ${PROOF_LIMITS.expiresInDaysMax}.`,
      ),
    ),
    String(PROOF_LIMITS.expiresInDaysDefault),
  ),
});

export type ProofFields = v.InferOutput<typeof proofFieldsSchema>;

/** An earlier decision, as the approval page lists it. */
export const publicDecisionSchema = v.object({
  version: v.number(),
  decision: v.picklist(PROOF_DECISIONS),
  name: v.string(),
  comment: v.nullable(v.string()),
  decidedAt: v.string(),
});

export type PublicDecision = v.InferOutput<typeof publicDecisionSchema>;

/** What GET /api/approvals/{slug} answers: what the reviewer needs, nothing staff-only (no notes). */
export const publicProofSchema = v.object({
  title: v.string(),
  clientName: v.nullable(v.string()),
  version: v.number(),
  fileName: v.string(),
  contentType: v.picklist(PROOF_FILE_TYPES),
  size: v.number(),
  sharedAt: v.string(),
  expiresAt: v.string(),
  fileUrl: v.string(),
  /** The decision on the latest version, if one was made. */
  decision: v.nullable(publicDecisionSchema),
  /** Decisions on earlier versions, oldest first. */
  history: v.array(publicDecisionSchema),
});

export type PublicProof = v.InferOutput<typeof publicProofSchema>;

/** Slugs are 16 random bytes in base64url: 22 characters. */
export const PROOF_SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const approvalPath = (slug: string) => `/approval/${slug}`;
/**
 * Where the approval page's not-found shell is prerendered: never a real link (slugs are 22
 * characters). Here rather than beside the shell paths in content/route-types.ts so that the
 * lazy approval page does not share, and so split out, a module of the first load.
 */
export const APPROVAL_GONE_RENDER_PATH = approvalPath("_gone");
/**
 * The slug the approval shell's script-free download link is prerendered with; never a real
 * link. functions/lib/tools/proofs/approval-shell-response.ts writes the link's own slug in its place.
 */
export const APPROVAL_SHELL_SLUG = "_shell";
