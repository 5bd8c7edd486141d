// The enquiries list: search and filters in the page's address, a page of rows at a time, the
// export of everything they match, and how often the triage of arriving enquiries was right.
import { Loading, LoadFailed } from "../../staff/components/load-state.tsx";
import { PageHeading } from "../../staff/components/page-heading.tsx";
import { Pager } from "../../staff/components/pager.tsx";
import type { EnquiryFilterName } from "#shared/api/contact-staff.ts";
import { triageChoicesContract } from "#shared/api/contact-triage.ts";
import { useQueryFilters } from "../../staff/lib/use-query-filters.ts";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";
import { ENQUIRY_LIST } from "../../staff/lists.ts";
import { EnquiryFilterBar } from "./enquiry-filter-bar.tsx";
import { EnquiryTable } from "./enquiry-table.tsx";
import { TriageAccuracyPanel } from "./triage-accuracy-panel.tsx";

const FILTERS: readonly EnquiryFilterName[] = ENQUIRY_LIST.filters;

export function EnquiryListPage() {
  const filters = useQueryFilters(FILTERS);
  const { data, error, reload } = useStaffData(ENQUIRY_LIST.contract, {}, filters.query);
  const choices = useStaffData(triageChoicesContract, {}).data;
  const filtered = FILTERS.some((name) => filters.values[name] !== "");
  return (
    <>
      <PageHeading title="Enquiries">
        Messages from the contact form and conversations TENFOLD handed to a consultant, each triaged as it arrived.
        Open one to read it in full, confirm or correct its triage and mark it handled.
      </PageHeading>
      <TriageAccuracyPanel />
      <EnquiryFilterBar filters={filters} choices={choices} />
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <Loading what="enquiries" />
      ) : (
        <div className="grid gap-3">
          <Pager shown={data.rows.length} total={data.total} next={data.next} noun="enquiries" />
          {data.rows.length > 0 && <EnquiryTable rows={data.rows} filtered={filtered} />}
        </div>
      )}
    </>
  );
}
