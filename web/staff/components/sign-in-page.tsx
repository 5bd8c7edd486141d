// Development's sign-in (functions/lib/staff/staff-pages.ts): the staff token from .dev.vars and
// an email to record in audit rows. A plain form post, answered with a signed cookie and a
// redirect back to the page the person came from. Deployments answer 404 here: staff there sign
// in through Cloudflare Access.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { site } from "#shared/site.ts";
import { DEV_SIGN_IN_PATH } from "#shared/api/staff.ts";

const field = "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2";

export function SignInPage() {
  const [params] = useSearchParams();
  const failed = params.get("failed") === "1";
  const error = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    document.title = `Sign in | Staff console | ${site.brand}`;
    if (failed) error.current?.focus();
  }, [failed]);
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-ink px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl md:p-8">
        <h1 className="text-2xl font-semibold">Staff console: sign in</h1>
        <p className="mt-2 text-slate-700">
          On a development machine, sign in with the staff token from <code>.dev.vars</code> (<code>npm run start</code>{" "}
          writes one there if it is missing). Deployed sites use Cloudflare Access instead.
        </p>
        {failed && (
          <p
            ref={error}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800 outline-none"
          >
            That email and token did not sign you in. Check the token in .dev.vars and try again.
          </p>
        )}
        <form method="post" action={DEV_SIGN_IN_PATH} className="mt-6 grid gap-4">
          <input type="hidden" name="return" value={params.get("return") ?? "/staff"} />
          <label className="font-medium">
            Your email <span className="font-normal text-slate-600">(recorded with what you do)</span>
            <input
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={params.get("email") ?? ""}
              className={field}
            />
          </label>
          <label className="font-medium">
            Staff token
            <input name="token" type="password" required autoComplete="current-password" className={field} />
          </label>
          <button type="submit" className="rounded-md bg-amber-400 px-5 py-3 font-semibold text-ink hover:bg-amber-300">
            Sign in
          </button>
        </form>
      </div>
    </main>
  );
}
