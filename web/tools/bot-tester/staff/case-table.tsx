// The cases kept, one row each: the question, what a right answer must hold, where the case came
// from and who changed it last, with its edit link and a delete button that asks first.
import { Link } from "react-router-dom";
import { removeBotCaseContract, type BotCase } from "#shared/api/bot-tester.ts";
import { buttonClass } from "../../../staff/components/form-styles.ts";
import { LIST_CELL, ListTable } from "../../../staff/components/list-table.tsx";
import { SaveStatus } from "../../../staff/components/save-status.tsx";
import { staffCall } from "../../../staff/lib/staff-api.ts";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { useStaffSave } from "../../../staff/lib/use-staff-save.ts";
import { expectationSummary } from "./case-fields.ts";

const ORIGIN = { staff: "Added here", import: "Imported", report: "From a visitor's report" } as const;

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

export function CaseTable({ cases, onChanged }: { cases: readonly BotCase[]; onChanged: () => void }) {
  const removing = useStaffSave();
  const remove = async (c: BotCase) => {
    if (!window.confirm(`Delete the case "${short(c.question)}"? Past runs keep its results.`)) return;
    await removing.save(() => staffCall(removeBotCaseContract, undefined, { params: { id: c.id } }), {
      done: () => `Deleted the case "${short(c.question)}".`,
      signedOut: "Not deleted yet: sign in again, then press Delete again.",
    });
    onChanged();
  };
  return (
    <>
      <ListTable
        caption={`Test cases (${cases.length})`}
        headings={["Question", "A right answer", "Origin", "Updated", "Actions"]}
        minWidth="56rem"
      >
        {cases.map((c) => (
          <tr key={c.id}>
            <td className={LIST_CELL}>
              {c.question}
              {c.history.length > 0 ? (
                <span className="block text-sm text-slate-700">after {c.history.length} earlier turns</span>
              ) : null}
            </td>
            <td className={LIST_CELL}>{expectationSummary(c)}</td>
            <td className={LIST_CELL}>{ORIGIN[c.origin]}</td>
            <td className={LIST_CELL}>
              {dateTime(c.updatedAt)}
              <span className="block text-sm text-slate-700">{c.updatedBy}</span>
            </td>
            {/* Positioned, so the hidden words of its controls stay inside the scrolling table. */}
            <td className={`${LIST_CELL} relative whitespace-nowrap`}>
              <Link to={`/bot-tester/cases/${c.id}`} className="mr-2 underline">
                Edit<span className="sr-only"> the case {short(c.question)}</span>
              </Link>
              <button
                type="button"
                className={buttonClass}
                aria-disabled={removing.busy}
                onClick={() => void remove(c)}
              >
                Delete<span className="sr-only"> the case {short(c.question)}</span>
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      <SaveStatus {...removing} working="Deleting…" />
    </>
  );
}
