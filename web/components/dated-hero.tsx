// The heading band of a page whose terms change over time (policies, how we work): it says when
// they were last updated.
import { britishDate } from "#shared/british-date.ts";
import { PageHero } from "./page-parts.tsx";

export function DatedHero({
  eyebrow,
  title,
  lede,
  updated,
}: {
  eyebrow: string;
  title: string;
  lede: string;
  updated: string;
}) {
  return (
    <PageHero eyebrow={eyebrow} title={title} lede={lede}>
      <p className="mt-4 text-sm text-slate-300">Last updated {britishDate(updated)}</p>
    </PageHero>
  );
}
