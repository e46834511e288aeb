import { Component, type ReactNode } from 'react';

export interface ViewerErrorBoundaryProps {
  /** What to show instead of the viewer once it has thrown. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The viewer's 'outer failure' ('Failed to load PDF document…'): anything that breaks the
 * viewer itself rather than one document load (its code failing to download, a crash while
 * rendering) ends here.
 */
export class ViewerErrorBoundary extends Component<ViewerErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
