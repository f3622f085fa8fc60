/** Wraps an island so a failure shows SPEC §2's error screen in place of the widget instead of a blank area. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorScreen from './ErrorScreen';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Island failed:', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
