// The assistant's status indicator: ready green and gently pulsing, thinking
// amber with an expanding ring, error red, anything else grey.
import type { ComponentProps } from "react";

export type IndicatorStatus = "ready" | "thinking" | "error" | (string & {});

export function StatusDot({
  status,
  size = 8,
  ...props
}: ComponentProps<"span"> & { status: IndicatorStatus; size?: 6 | 8 }) {
  // Sized by class, not a style attribute: the CSP allows no inline styles in the markup.
  return (
    <span
      {...props}
      className={`status-dot ${size === 6 ? "status-dot-6" : "status-dot-8"} ${props.className ?? ""}`}
      data-status={status}
    />
  );
}
