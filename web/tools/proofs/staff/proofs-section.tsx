// The console's Proofs section: the list, a new proof, and each proof's own page.
import { Route, Routes } from "react-router-dom";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { NewProofPage } from "./new-proof-page.tsx";
import { ProofListPage } from "./proof-list-page.tsx";
import { ProofPage } from "./proof-page.tsx";

export default function ProofsSection() {
  return (
    <Routes>
      <Route index element={<ProofListPage />} />
      <Route path="new" element={<NewProofPage />} />
      <Route path=":id" element={<ProofPage />} />
      <Route path="*" element={<PageHeading title="Not found">No such page among the proofs.</PageHeading>} />
    </Routes>
  );
}
