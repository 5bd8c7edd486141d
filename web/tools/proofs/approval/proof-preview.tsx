// The proof itself on the approval page: an image shown as an image, a PDF drawn as page images
// (pdf-pages.tsx), and always a download link.
import type { PublicProof } from "#shared/api/proofs.ts";
import { PdfPages } from "./pdf-pages.tsx";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ProofPreview({ proof }: { proof: PublicProof }) {
  const label = `${proof.title}, version ${proof.version}`;
  const pdf = proof.contentType === "application/pdf";
  return (
    <section aria-labelledby="preview-heading" className="grid gap-4">
      <h2 id="preview-heading" className="font-display text-2xl font-semibold">
        The proof
      </h2>
      {pdf ? (
        <PdfPages key={`${proof.fileUrl}:${proof.version}`} fileUrl={proof.fileUrl} label={label} />
      ) : (
        <img
          src={proof.fileUrl}
          alt={`Proof: ${label}`}
          className="h-auto max-w-full rounded-md border border-slate-400 bg-white"
        />
      )}
      <p>
        <a href={`${proof.fileUrl}?download`} download={proof.fileName} className="btn-secondary break-all">
          Download {proof.fileName} ({size(proof.size)})
        </a>
      </p>
    </section>
  );
}
