// The way to object to TENFOLD's question log from inside the panel: one checkbox under the notice.
// Ticking it deletes what was kept from this browser and keeps nothing more; unticking lifts the
// objection. The outcome is announced, because the deletion happens on the server.
import { useId, type ChangeEvent } from "react";
import { DONT_KEEP_LABEL } from "#shared/api/tenfold-notice.ts";

interface KeepQuestionsControlProps {
  readonly keeping: boolean;
  /** Answers whether the server confirmed deleting what it had kept. */
  readonly onStop: () => Promise<boolean>;
  readonly onResume: () => void;
  readonly announce: (text: string) => void;
}

export function KeepQuestionsControl({ keeping, onStop, onResume, announce }: KeepQuestionsControlProps) {
  const id = useId();

  async function change(event: ChangeEvent<HTMLInputElement>) {
    if (!event.target.checked) {
      onResume();
      announce("Your questions will be kept again, as the notice says.");
      return;
    }
    const deleted = await onStop();
    announce(
      deleted
        ? "Your questions won't be kept, and those kept from this browser have been deleted."
        : "Your questions won't be kept. Those kept earlier could not be deleted just now: we'll try again with your next question.",
    );
  }

  return (
    <div className="flex items-center gap-2 text-xs text-ink">
      <input
        id={id}
        type="checkbox"
        checked={!keeping}
        onChange={(event) => void change(event)}
        className="h-4 w-4 accent-amber-500"
      />
      <label htmlFor={id}>{DONT_KEEP_LABEL}</label>
    </div>
  );
}
