// The public approval page of a proof (/approval/{slug}). Approval links are created by the proof
// approvals tool after the build, so the page resolves the slug in the browser. Until that tool
// stores proofs, no slug is known and every link shows the not-found-or-expired state.
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { PageHero } from "../components/page-parts.tsx";

type ApprovalState = "checking" | "not-found";

export default function ApprovalPage() {
  // The first render is the same for every slug so that it matches the prerendered shell.
  const [state, setState] = useState<ApprovalState>("checking");
  useEffect(() => setState("not-found"), []);

  if (state === "checking") {
    return <PageHero eyebrow="Proof approval" title="Checking your approval link…" />;
  }
  return (
    <PageHero
      eyebrow="Proof approval"
      title="Approval link not found or expired"
      lede="This approval link does not exist or has expired. Ask the person who sent it for a new link."
    >
      <p className="mt-6">
        <Link to="/" className="btn-primary">
          Back to Homepage
        </Link>
      </p>
    </PageHero>
  );
}
