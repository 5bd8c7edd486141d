// The TENFOLD conversation a visitor attached, turn by turn, as plain text.
import type { Enquiry } from "#shared/api/contact-staff.ts";

export function EnquiryTranscript({ turns }: { turns: NonNullable<Enquiry["transcript"]> }) {
  return (
    <section aria-labelledby="transcript-heading" className="grid gap-3">
      <h2 id="transcript-heading" className="text-xl font-semibold">
        TENFOLD conversation
      </h2>
      <p className="text-slate-700">What the visitor asked TENFOLD before handing over, attached with their consent.</p>
      <ol aria-labelledby="transcript-heading" className="grid max-w-3xl gap-3">
        {turns.map((turn, index) => (
          <li
            key={index}
            className={`rounded-md border p-3 ${turn.role === "user" ? "border-slate-400 bg-white" : "ml-6 border-slate-300 bg-slate-100"}`}
          >
            <p className="text-sm font-semibold">{turn.role === "user" ? "Visitor" : "TENFOLD"}</p>
            <p className="whitespace-pre-wrap break-words">{turn.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
