// The assistant's status indicator (spec section 4): ready green and gently pulsing, thinking
// amber with an expanding ring, error red, anything else grey.
import type { ComponentProps } from "react";

export type IndicatorStatus = "ready" | "thinking" | "error" | (string & {});

export function StatusDot({ status, size = 8, ...props }: ComponentProps<"span"> & { status: IndicatorStatus; size?: 6 | 8 }) {
  return <span {...props} className={`status-dot ${props.className ?? ""}`} data-status={status} style={{ width: size, height: size }} />;
}
