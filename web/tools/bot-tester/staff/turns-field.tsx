// The earlier turns of a case's conversation: a row each (who spoke, what was said), added and
// removed with buttons, at most as many as TENFOLD's own request takes.
import { useId } from "react";
import { BOT_TESTER_LIMITS } from "#shared/api/bot-tester.ts";
import { buttonClass, fieldClass } from "../../../staff/components/form-styles.ts";
import type { TurnField } from "./case-fields.ts";

export function TurnsField({
  turns,
  onChange,
}: {
  turns: readonly TurnField[];
  onChange: (turns: readonly TurnField[]) => void;
}) {
  const id = useId();
  const set = (index: number, turn: TurnField) => onChange(turns.map((t, i) => (i === index ? turn : t)));
  // A new turn answers the last one: after a visitor's question comes TENFOLD's reply.
  const nextRole = turns.at(-1)?.role === "user" ? "ai" : "user";
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-medium">Earlier turns</legend>
      <p className="text-sm text-slate-700">
        What was said before the question, oldest first, if the question follows on from a conversation.
      </p>
      {turns.map((turn, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[9rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-role-${index}`} className="text-sm font-medium">
              Turn {index + 1}: who
            </label>
            <select
              id={`${id}-role-${index}`}
              value={turn.role}
              onChange={(event) => set(index, { ...turn, role: event.target.value === "ai" ? "ai" : "user" })}
              className={fieldClass}
            >
              <option value="user">Visitor</option>
              <option value="ai">TENFOLD</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-text-${index}`} className="text-sm font-medium">
              Turn {index + 1}: what was said
            </label>
            <input
              id={`${id}-text-${index}`}
              value={turn.text}
              onChange={(event) => set(index, { ...turn, text: event.target.value })}
              className={fieldClass}
              autoComplete="off"
            />
          </div>
          <button type="button" className={buttonClass} onClick={() => onChange(turns.filter((_, i) => i !== index))}>
            Remove turn {index + 1}
          </button>
        </div>
      ))}
      {turns.length < BOT_TESTER_LIMITS.historyMax ? (
        <p>
          <button
            type="button"
            className={buttonClass}
            onClick={() => onChange([...turns, { role: nextRole, text: "" }])}
          >
            Add an earlier turn
          </button>
        </p>
      ) : (
        <p className="text-sm text-slate-700">A case holds at most {BOT_TESTER_LIMITS.historyMax} earlier turns.</p>
      )}
    </fieldset>
  );
}
