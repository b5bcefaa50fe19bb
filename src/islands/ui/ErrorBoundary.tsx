import { Component, type ReactNode } from 'react';
import type { BoundaryStrings } from './strings';

interface Props {
  strings: BoundaryStrings;
  children: ReactNode;
}

/** Catches a crashing island: a translated panel with a retry; the static page stays usable. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // Only the message: props and state may hold what the user typed.
    console.error('Island crashed:', error instanceof Error ? error.message : 'unknown error');
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { strings } = this.props;
    return (
      <div role="alert" className="rounded-xl border border-danger bg-danger-surface p-5 text-text">
        <h2 className="text-lg text-danger">{strings['common.boundary.title']}</h2>
        <p className="mt-2 text-sm">{strings['common.boundary.body']}</p>
        <button
          type="button"
          className="mt-4 rounded-lg border border-border bg-surface px-4 py-2 font-semibold hover:bg-surface-raised"
          onClick={() => this.setState({ failed: false })}
        >
          {strings['common.boundary.retry']}
        </button>
      </div>
    );
  }
}
