// Keeps a failure inside TENFOLD's panel from taking the page with it: without a boundary, an
// error while rendering the panel would unmount the whole app. The launcher is told and says so.
// It ships with the panel's code, not the page's, since only that code can fail this way.
import { Component, type ReactNode } from "react";

interface Props {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
  /** Whether the panel is open: opening it again after a failure tries again. */
  readonly open: boolean;
}

export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && this.props.open && !previous.open) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown): void {
    console.warn("TENFOLD's panel failed:", error instanceof Error ? error.message : error);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
