// /how-we-work: how an engagement runs, the fee bases with prices, and the terms behind them.
import { DatedHero } from "../components/dated-hero.tsx";
import { CallToAction, ContentSections } from "../components/page-parts.tsx";
import { howWeWork } from "../content/how-we-work.ts";

export default function HowWeWorkPage() {
  return (
    <article>
      <DatedHero eyebrow="How we work" title={howWeWork.title} lede={howWeWork.lede} updated={howWeWork.updated} />
      <ContentSections sections={howWeWork.before} />
      <FeeTable />
      <ContentSections sections={howWeWork.after} />
      <CallToAction heading="Ask us for a fixed quote" />
    </article>
  );
}

function FeeTable() {
  return (
    <section id="fees" aria-labelledby="fees-heading" className="mx-auto max-w-5xl px-4">
      <h2 id="fees-heading" className="font-display text-2xl font-semibold text-ink">
        Fees
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {howWeWork.fees.map((fee) => (
          <li key={fee.name} className="card">
            <h3 className="font-display text-xl font-semibold text-ink">{fee.name}</h3>
            <p className="mt-1 text-lg font-semibold text-ink">{fee.price}</p>
            <p className="mt-2 text-slate-700">{fee.suits}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {fee.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ul className="mt-6 space-y-1 text-sm text-slate-700">
        {howWeWork.feeNotes.map((note) => (
          <li key={note.text}>{note.text}</li>
        ))}
      </ul>
    </section>
  );
}
