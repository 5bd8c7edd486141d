// Every version of a proof, each with its file to open or download.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { dateTime, fileSize } from "../../../staff/lib/staff-format.ts";
import { bodyCell, HistoryTable } from "./history-table.tsx";
import { versionFileUrl } from "./proof-file-preview.tsx";

export function VersionsTable({ proofId, versions }: { proofId: number; versions: ProofDetail["versions"] }) {
  return (
    <HistoryTable
      id="versions-heading"
      title="Versions"
      empty={versions.length ? null : "No versions."}
      columns={["Version", "File", "Size", "Shared"]}
    >
      {versions.map((version) => (
        <tr key={version.version}>
          <th scope="row" className={`${bodyCell} text-left font-medium`}>
            {version.version}
          </th>
          <td className={`${bodyCell} break-all`}>
            <a
              href={`${versionFileUrl(proofId, version.version)}?download`}
              download={version.file_name}
              className="underline hover:no-underline"
            >
              {version.file_name}
            </a>
          </td>
          <td className={bodyCell}>{fileSize(version.size)}</td>
          <td className={bodyCell}>{dateTime(version.created_at)}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
