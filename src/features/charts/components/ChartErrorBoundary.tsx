import { Component, type ReactNode } from 'react';

interface ChartErrorBoundaryProps {
  /** Changing it clears a caught error (a new result or new form data to render). */
  resetKey: unknown;
  onError: (error: Error) => void;
  children: ReactNode;
}

interface ChartErrorBoundaryState {
  failedFor: unknown;
  hasError: boolean;
}

/** Catches a renderer's exception so one broken chart never takes the page down. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, ChartErrorBoundaryState> {
  override state: ChartErrorBoundaryState = { failedFor: undefined, hasError: false };

  static getDerivedStateFromError(): Partial<ChartErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: ChartErrorBoundaryProps,
    state: ChartErrorBoundaryState,
  ): Partial<ChartErrorBoundaryState> | null {
    if (state.hasError && state.failedFor !== undefined && state.failedFor !== props.resetKey)
      return { hasError: false, failedFor: undefined };
    return null;
  }

  override componentDidCatch(error: Error): void {
    this.setState({ failedFor: this.props.resetKey });
    this.props.onError(error);
  }

  override render() {
    return this.state.hasError ? null : this.props.children;
  }
}
