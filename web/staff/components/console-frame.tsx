// The console's frame: a skip link, the header with who is signed in, the sections' navigation,
// the notice that a sign-in has expired, and the current section.
import { NavLink, Outlet } from "react-router-dom";
import useSWR from "swr";
import * as v from "valibot";
import { site } from "#shared/site.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { ACCESS_SIGN_OUT_PATH, DEV_SIGN_OUT_PATH, sessionContract, staffIdentitySchema } from "#shared/api/staff.ts";
import { SECTIONS } from "../sections.ts";
import { SessionNotice } from "./session-notice.tsx";
import { StaffToaster } from "./staff-toaster.tsx";

function SignedInAs() {
  const { data } = useSWR<unknown>(apiUrl(sessionContract, {}));
  const parsed = v.safeParse(staffIdentitySchema, data);
  if (!parsed.success) return null;
  const { email, via } = parsed.output;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Signed in as <strong className="font-semibold">{email}</strong>
      </span>
      {via === "dev" && (
        <form method="post" action={DEV_SIGN_OUT_PATH}>
          <button type="submit" className="rounded border border-white/60 px-3 py-1 hover:bg-white hover:text-ink">
            Sign out
          </button>
        </form>
      )}
      {via === "access" && (
        <a
          href={ACCESS_SIGN_OUT_PATH}
          className="rounded border border-white/60 px-3 py-1 hover:bg-white hover:text-ink"
        >
          Sign out
        </a>
      )}
    </div>
  );
}

export function ConsoleFrame() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-amber-300 focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">
            {site.brand} <span className="font-normal text-slate-300">· Staff console</span>
          </p>
          <SignedInAs />
        </div>
        <nav aria-label="Console sections" className="mx-auto max-w-7xl px-2">
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/${section.path}`}
                  className={({ isActive }) =>
                    `block rounded-t-md px-4 py-2 text-sm font-medium ${isActive ? "bg-slate-50 text-ink" : "text-slate-200 hover:bg-white/10 hover:text-white"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <SessionNotice />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        <Outlet />
      </main>
      <StaffToaster />
    </>
  );
}
