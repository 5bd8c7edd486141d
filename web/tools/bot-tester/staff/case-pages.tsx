// Adding a case and editing one: each page is the case form, sent to its own endpoint, and back to
// the section's overview once saved.
import { useMemo } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { addBotCaseContract, listBotCasesContract, updateBotCaseContract } from "#shared/api/bot-tester.ts";
import { LoadFailed, Loading } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { staffDataKey } from "../../../staff/lib/list-query.ts";
import { staffCall } from "../../../staff/lib/staff-api.ts";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { BLANK_CASE, fieldsOf } from "./case-fields.ts";
import { CaseForm } from "./case-form.tsx";

const BACK = "/bot-tester";

/**
 * Back to the overview once a case is saved, with the list fetched again: the list the edit page
 * read moments ago would otherwise be shown as it was (SWR's deduping of the same request).
 */
function useBackToList(): () => void {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(staffDataKey(listBotCasesContract, {}));
    void navigate(BACK);
  };
}

function BackLink() {
  return (
    <p className="mb-4">
      <Link to={BACK} className="underline">
        Back to Bot Tester
      </Link>
    </p>
  );
}

export function NewCasePage() {
  const back = useBackToList();
  return (
    <>
      <PageHeading title="New test case">
        A question for TENFOLD and what a right answer must hold, or that it must decline.
      </PageHeading>
      <BackLink />
      <CaseForm
        draftKey="bot-tester-case:new"
        initial={BLANK_CASE}
        submitLabel="Add case"
        send={(input) => staffCall(addBotCaseContract, input, {})}
        onSaved={back}
      />
    </>
  );
}

export function EditCasePage() {
  const { id = "" } = useParams();
  const back = useBackToList();
  // There is no endpoint for one case: the list holds them all (at most BOT_TESTER_LIMITS.casesMax).
  const { data, error, loading, reload } = useStaffData(listBotCasesContract, {});
  const kept = data?.cases.find((c) => c.id === id);
  const initial = useMemo(() => (kept ? fieldsOf(kept) : undefined), [kept]);
  return (
    <>
      <PageHeading title="Edit test case" />
      <BackLink />
      {loading && !data ? <Loading what="the case" /> : null}
      {error ? <LoadFailed error={error} retry={reload} /> : null}
      {data && !kept ? <p>No case has that address; it may have been deleted.</p> : null}
      {kept && initial ? (
        <CaseForm
          draftKey={`bot-tester-case:${kept.id}`}
          initial={initial}
          submitLabel="Save case"
          send={(input) => staffCall(updateBotCaseContract, input, { params: { id: kept.id } })}
          onSaved={back}
        />
      ) : null}
    </>
  );
}
