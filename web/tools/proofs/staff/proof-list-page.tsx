// /staff/proofs: every proof, newest first, a page at a time, filtered by status and searched.
import { Link, useSearchParams } from "react-router-dom";
import { Loading, LoadFailed } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { Pager } from "../../../staff/components/pager.tsx";
import { listQuery } from "../../../staff/lib/list-query.ts";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { PROOF_LIST } from "../../../staff/lists.ts";
import { ProofFilters } from "./proof-filters.tsx";
import { ProofTable } from "./proof-table.tsx";

export function ProofListPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const q = params.get("q") ?? "";
  const { data, error, reload } = useStaffData(PROOF_LIST.contract, {}, listQuery(params, PROOF_LIST.filters));
  const apply = (nextStatus: string, nextQ: string) => {
    // A new filter starts again at the newest page.
    setParams(Object.fromEntries(Object.entries({ status: nextStatus, q: nextQ }).filter(([, value]) => value)));
  };
  return (
    <>
      <PageHeading title="Proofs">
        Proofs shared with clients through private links: whether each link still works, its latest version and the
        client&apos;s last decision.
      </PageHeading>
      <div className="grid gap-5">
        <p>
          <Link
            to="/proofs/new"
            className="inline-block rounded-md bg-ink px-4 py-2 font-semibold text-white hover:bg-slate-800"
          >
            New proof
          </Link>
        </p>
        <ProofFilters status={status} q={q} onApply={apply} />
        {error !== undefined ? (
          <LoadFailed error={error} retry={reload} />
        ) : !data ? (
          <Loading what="proofs" />
        ) : (
          <>
            {data.rows.length > 0 && <ProofTable rows={data.rows} filtered={Boolean(status || q)} />}
            <Pager shown={data.rows.length} total={data.total} next={data.next} noun="proofs" />
          </>
        )}
      </div>
    </>
  );
}
