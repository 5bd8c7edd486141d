import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TurnstileWidget } from "../../web/components/turnstile-widget.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete window.turnstile;
  document.body.innerHTML = "";
});

describe("TurnstileWidget", () => {
  it("renders the check with the site key and its form's action, reports tokens and expiry, and removes itself", async () => {
    let options: Parameters<NonNullable<Window["turnstile"]>["render"]>[1] | undefined;
    window.turnstile = {
      render: vi.fn((_element, given) => {
        options = given;
        return "widget-1";
      }),
      remove: vi.fn(),
    };
    const onToken = vi.fn();
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    await act(async () => root.render(<TurnstileWidget siteKey="site-key" action="subscribe" onToken={onToken} />));
    expect(options?.sitekey).toBe("site-key");
    // Siteverify returns the action, and the subscribe endpoint accepts only its own.
    expect(options?.action).toBe("subscribe");
    options?.callback("token-123");
    expect(onToken).toHaveBeenLastCalledWith("token-123");
    options?.["expired-callback"]();
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    await act(async () => root.unmount());
    expect(window.turnstile?.remove).toHaveBeenCalledWith("widget-1");
  });
});
