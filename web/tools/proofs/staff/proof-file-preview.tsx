// The latest version as the client sees it: an image inline, a PDF drawn page by page with pdf.js
// (loaded only when a PDF is shown), and the download. Read through the staff route, so looking
// never counts as the client's first view.
import { PdfPages } from "../approval/pdf-pages.tsx";
import { apiUrl } from "#shared/api/contract.ts";
import { staffProofFileContract, type ProofDetail } from "#shared/api/proofs-staff.ts";
import { dateTime, fileSize } from "../../../staff/lib/staff-format.ts";

type Version = ProofDetail["versions"][number];

export const versionFileUrl = (proofId: number, version: number) =>
  apiUrl(staffProofFileContract, { id: String(proofId), version: String(version) });

export function ProofFilePreview({ proofId, title, version }: { proofId: number; title: string; version: Version }) {
  const fileUrl = versionFileUrl(proofId, version.version);
  const label = `${title}, version ${version.version}`;
  return (
    <section aria-labelledby="preview-heading" className="grid max-w-4xl gap-3">
      <h2 id="preview-heading" className="text-xl font-semibold">
        What the client sees
      </h2>
      <p className="text-slate-700">
        Version {version.version}, shared {dateTime(version.created_at)}.
      </p>
      {version.content_type === "application/pdf" ? (
        <PdfPages key={fileUrl} fileUrl={fileUrl} label={label} />
      ) : (
        <img
          src={fileUrl}
          alt={`Proof: ${label}`}
          className="h-auto max-h-[80vh] max-w-full rounded-md border border-slate-400 bg-white object-contain"
        />
      )}
      <p>
        <a href={`${fileUrl}?download`} download={version.file_name} className="break-all underline hover:no-underline">
          Download {version.file_name} ({fileSize(version.size)})
        </a>
      </p>
    </section>
  );
}
