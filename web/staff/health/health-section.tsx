// The health page: the database, then every production setting, those missing or unsafe first,
// then the public sources the tools read.
import { staffHealthContract, type SettingCheck } from "#shared/api/staff.ts";
import { Loading, LoadFailed } from "../components/load-state.tsx";
import { PageHeading } from "../components/page-heading.tsx";
import { useStaffData } from "../lib/use-staff-data.ts";
import { SourcesHealth } from "./sources-health.tsx";

const STATUS_TEXT: Record<SettingCheck["status"], string> = {
  ok: "In place",
  missing: "Missing",
  unsafe: "Unsafe",
  optional: "Not used",
};
const STATUS_STYLE: Record<SettingCheck["status"], string> = {
  ok: "border-emerald-700 bg-emerald-50 text-emerald-900",
  missing: "border-red-700 bg-red-50 text-red-900",
  unsafe: "border-red-700 bg-red-50 text-red-900",
  optional: "border-slate-500 bg-slate-100 text-slate-800",
};
const ORDER: SettingCheck["status"][] = ["unsafe", "missing", "optional", "ok"];

export default function HealthSection() {
  const { data, error, reload } = useStaffData(staffHealthContract, {});
  return (
    <>
      <PageHeading title="Health">
        Whether the site can store what visitors send, and which of its production settings are missing or unsafe.
      </PageHeading>
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <Loading what="the site's health" />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="database-heading" className="grid gap-2">
            <h2 id="database-heading" className="text-xl font-semibold">
              Database
            </h2>
            <p
              className={`max-w-3xl rounded-md border p-3 ${data.database.reachable ? STATUS_STYLE.ok : STATUS_STYLE.missing}`}
            >
              {data.database.message}
            </p>
            <p className="text-sm text-slate-700">
              Version {data.version}, running as {data.environment}.
            </p>
          </section>
          <section aria-labelledby="settings-heading" className="grid gap-3">
            <h2 id="settings-heading" className="text-xl font-semibold">
              Settings
            </h2>
            <ul className="grid max-w-4xl gap-3">
              {[...data.settings]
                .sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status))
                .map((setting) => (
                  <li
                    key={setting.name}
                    className="grid gap-1 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-[10rem_1fr]"
                  >
                    <p>
                      <span
                        className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${STATUS_STYLE[setting.status]}`}
                      >
                        {STATUS_TEXT[setting.status]}
                      </span>
                    </p>
                    <div>
                      <h3 className="font-semibold">{setting.label}</h3>
                      <p>{setting.message}</p>
                      <p className="text-sm text-slate-700">
                        Set as <code>{setting.name}</code>
                      </p>
                    </div>
                  </li>
                ))}
            </ul>
          </section>
          <SourcesHealth sources={data.sources} />
        </div>
      )}
    </>
  );
}
