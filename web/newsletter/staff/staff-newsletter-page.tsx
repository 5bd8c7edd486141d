// The newsletter page: counts by state, the confirmed list's export, suppressing an address at
// its owner's request, and the outbox.
import { apiUrl } from "#shared/api/contract.ts";
import { confirmedSubscribersContract, newsletterSummaryContract } from "#shared/api/newsletter-staff.ts";
import { linkButtonClass } from "../../staff/components/form-styles.ts";
import { Loading, LoadFailed } from "../../staff/components/load-state.tsx";
import { PageHeading } from "../../staff/components/page-heading.tsx";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";
import { NewsletterCounts } from "./newsletter-counts.tsx";
import { OutboxPanel } from "./outbox-panel.tsx";
import { SuppressForm } from "./suppress-form.tsx";

export function NewsletterPage() {
  const { data, error, reload } = useStaffData(newsletterSummaryContract, {});
  return (
    <>
      <PageHeading title="Newsletter">
        Who is on the list, who asked not to be mailed, and the emails the site has written.
      </PageHeading>
      <div className="grid gap-10">
        <section aria-labelledby="subscribers-heading" className="grid gap-4">
          <h2 id="subscribers-heading" className="text-xl font-semibold">
            Subscribers
          </h2>
          {error !== undefined ? (
            <LoadFailed error={error} retry={reload} />
          ) : !data ? (
            <Loading what="the newsletter's counts" />
          ) : (
            <NewsletterCounts summary={data} />
          )}
          <p className="flex flex-wrap items-center gap-3">
            <a href={apiUrl(confirmedSubscribersContract, {})} download className={linkButtonClass}>
              Export confirmed subscribers (CSV)
            </a>
            <span className="text-sm text-slate-700">
              Each address with when it confirmed and the wording it agreed to.
            </span>
          </p>
        </section>
        <SuppressForm onSuppressed={reload} />
        {data && <OutboxPanel emailProvider={data.emailProvider} onSent={reload} />}
      </div>
    </>
  );
}
