// The Turnstile check for a form, shown only when a site key is configured. Reports the token
// (or undefined when it expires or fails) to the form. Its `action` names the form, and the server
// accepts the token only for that form's endpoint.
import { useEffect, useRef } from "react";
import { loadTurnstile } from "../lib/turnstile-script.ts";
import type { TurnstileAction } from "#shared/schemas.ts";

/** `interaction-only` shows the widget only if Turnstile needs the visitor to do something. */
export function TurnstileWidget({
  siteKey,
  action,
  onToken,
  appearance = "always",
}: {
  siteKey: string;
  action: TurnstileAction;
  onToken: (token: string | undefined) => void;
  appearance?: "always" | "interaction-only";
}) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  // Kept current after each render (not during it); Turnstile calls back only after mounting.
  useEffect(() => {
    report.current = onToken;
  });

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    void loadTurnstile()
      .then((api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          action,
          appearance,
          callback: (token) => report.current(token),
          "expired-callback": () => report.current(undefined),
          "error-callback": () => report.current(undefined),
        });
      })
      .catch(() => report.current(undefined));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, action, appearance]);

  return <div ref={container} className={appearance === "always" ? "min-h-[65px]" : ""} />;
}
