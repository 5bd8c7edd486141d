// Home section "add to your to-do list": a downloadable calendar reminder to talk to the firm,
// beside the Book a Call link.
import { useId, useState } from "react";
import { home } from "../content/home.ts";
import { site } from "#shared/site.ts";
import { toast } from "../hooks/use-toast.ts";
import { buildReminderIcs, reminderStart, type ReminderChoice } from "#shared/ics.ts";
import { Tooltip, TooltipProvider } from "../ui/tooltip.tsx";

const CHOICES: readonly { value: ReminderChoice; label: string }[] = [
  { value: "tomorrow", label: "Tomorrow at 10:00" },
  { value: "next-monday", label: "Next Monday at 10:00" },
  { value: "two-weeks", label: "In two weeks at 10:00" },
];

function downloadReminder(choice: ReminderChoice): void {
  const now = new Date();
  const ics = buildReminderIcs({
    uid: `${now.getTime()}-${Math.random().toString(36).slice(2)}@${new URL(site.origin).hostname}`,
    start: reminderStart(choice, now),
    durationMinutes: 15,
    title: `Talk to ${site.brand}`,
    description: `Book a 30-minute introductory call: ${site.bookCallUrl}\nOr call ${site.phone}, or email ${site.email}.`,
    url: site.bookCallUrl,
    now,
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  link.download = "talk-to-larkspur.ics";
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  toast({ title: "Reminder downloaded", description: "Open the file to add it to your calendar." });
}

export default function TodoSection() {
  const [choice, setChoice] = useState<ReminderChoice>("tomorrow");
  const groupName = useId();
  return (
    <div className="rounded-2xl bg-ink p-8 text-white md:p-12">
      <h2 id="todo-heading" className="font-display text-3xl font-semibold">
        {home.todo.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-300">{home.todo.body}</p>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-amber-300">Remind me</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {CHOICES.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-white/30 px-4 py-2 text-sm has-[:checked]:border-amber-300 has-[:checked]:bg-white/10"
            >
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="accent-ink"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TooltipProvider>
        <div className="mt-8 flex flex-wrap gap-3">
          <Tooltip content="Downloads a calendar file (.ics) for any calendar app">
            <button type="button" className="btn-primary" onClick={() => downloadReminder(choice)}>
              Add to my calendar
            </button>
          </Tooltip>
          <Tooltip content="Opens our scheduling page">
            <a href={site.bookCallUrl} className="btn-secondary-dark" rel="noopener">
              Book a Call
            </a>
          </Tooltip>
        </div>
      </TooltipProvider>
    </div>
  );
}
