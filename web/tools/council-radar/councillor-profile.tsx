// A councillor's profile: public-record facts only, each linked to the council's own page where the
// council has one. Office (the council's key posts), party, ward, committees, the register of
// interests where published, and the upcoming meetings of the councillor's committees. Nothing
// inferred: no summary of views, no score, no "likely position" (see /transparency).
import type { Councillor, CouncilView } from "#shared/api/council-radar.ts";
import { britishDate } from "#shared/british-date.ts";
import { CouncilFreshness } from "./council-freshness.tsx";
import { committeePage, upcomingMeetingsOf } from "./directory-filters.ts";

interface ProfileProps {
  readonly councillor: Councillor;
  readonly council: CouncilView;
  /** Meetings from this day on (YYYY-MM-DD) are upcoming. */
  readonly today: string;
}

const heading = "font-display text-2xl font-semibold text-ink";

/** A link when the council has a page for it, plain text otherwise (the demonstration set has none). */
function Linked({ href, children }: { href: string | null | undefined; children: string }) {
  return href ? (
    <a href={href} className="underline">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

export function CouncillorProfile({ councillor, council, today }: ProfileProps) {
  const meetings = upcomingMeetingsOf(councillor, council, today);
  return (
    <div className="space-y-10 text-slate-700" data-testid="councillor-profile">
      {council.kind === "demo" ? (
        <p className="rounded border border-amber-300 bg-amber-50 p-4 text-sm">
          Demonstration record: this councillor and council are fictional.
        </p>
      ) : (
        <CouncilFreshness council={council} />
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-ink">Council</dt>
        <dd>{council.name}</dd>
        <dt className="font-semibold text-ink">Ward</dt>
        <dd>{councillor.ward}</dd>
        <dt className="font-semibold text-ink">Party</dt>
        <dd>{councillor.party || "None given by the council"}</dd>
        <dt className="font-semibold text-ink">Office</dt>
        <dd>{councillor.roles.length > 0 ? councillor.roles.join("; ") : "Councillor"}</dd>
      </dl>
      {councillor.profileUrl ? (
        <p>
          <a href={councillor.profileUrl} className="underline">
            {councillor.name}&apos;s page on the council&apos;s site
          </a>
        </p>
      ) : null}
      <section>
        <h2 className={heading}>Committees</h2>
        {councillor.committees === null ? (
          <p className="mt-4">
            The council&apos;s service has not yet said which committees {councillor.name} sits on.
          </p>
        ) : councillor.committees.length === 0 ? (
          <p className="mt-4">The council lists {councillor.name} on no committee.</p>
        ) : (
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {councillor.committees.map((committee) => (
              <li key={committee.id}>
                <Linked href={committeePage(council, committee.id)?.url}>{committee.title}</Linked>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className={heading}>Register of interests</h2>
        {councillor.interests ? (
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {councillor.interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </ul>
        ) : councillor.interestsUrl ? (
          <p className="mt-4">
            <a href={councillor.interestsUrl} className="underline">
              {councillor.name}&apos;s register of interests, as the council publishes it
            </a>
          </p>
        ) : (
          <p className="mt-4">The council does not publish a register of interests through its service.</p>
        )}
      </section>
      <section>
        <h2 className={heading}>Upcoming meetings of these committees</h2>
        {meetings.length === 0 ? (
          <p className="mt-4">
            {councillor.committees === null
              ? "Shown once the council's service says which committees they sit on."
              : "The council lists no upcoming meeting of these committees."}
          </p>
        ) : (
          <ul className="mt-4 space-y-2">
            {meetings.map((meeting) => (
              <li key={`${meeting.committeeId}-${meeting.id}`}>
                <time dateTime={meeting.date} className="font-semibold">
                  {britishDate(meeting.date)}
                  {meeting.time ? `, ${meeting.time}` : ""}
                </time>
                : <Linked href={meeting.url}>{meeting.committee}</Linked>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
