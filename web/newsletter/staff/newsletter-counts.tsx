// How many addresses are in each state, and how much mail is waiting or failed, in words.
import type * as v from "valibot";
import type { newsletterSummaryContract } from "#shared/api/newsletter-staff.ts";

type Summary = v.InferOutput<typeof newsletterSummaryContract.response>;

export function NewsletterCounts({ summary }: { summary: Summary }) {
  const { counts, outbox } = summary;
  const items: [string, number, string][] = [
    ["Confirmed", counts.confirmed, "on the list: they followed the link in the confirmation email"],
    ["Pending", counts.pending, "signed up, not yet confirmed"],
    ["Unsubscribed", counts.unsubscribed, "took themselves off the list"],
    ["Suppressed", counts.suppressed, "put on the suppression list by staff"],
    ["Emails waiting", outbox.queued, "in the outbox, not yet sent"],
    ["Emails failed", outbox.failed, "the provider refused them, or they were stopped"],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([term, count, meaning]) => (
        <div key={term} className="rounded-md border border-slate-300 bg-white p-4">
          <dt className="font-semibold">{term}</dt>
          <dd className="text-3xl font-semibold">{count}</dd>
          <dd className="text-sm text-slate-700">{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
