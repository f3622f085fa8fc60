/**
 * SPEC §2's failure screen: "Unexpected Application Error!" with the status and status text of a route error,
 * otherwise the error's message, otherwise the error as text, plus the stack when there is one.
 * Rendered to static HTML by the not-found page and by ErrorBoundary when an island fails.
 */
import { describeError } from '~/lib/format/errors';

interface Props {
  error: unknown;
  /** Show the stack trace (useful in an island; the not-found page has none). */
  showStack?: boolean;
  /** Heading level: 1 on the not-found page, 2 inside a page. */
  level?: 1 | 2;
  children?: React.ReactNode;
}

export default function ErrorScreen({ error, showStack = true, level = 2, children }: Props) {
  const { summary, stack } = describeError(error);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role={level === 2 ? 'alert' : undefined} className="rounded-card border border-red-200 bg-red-50 p-6 text-ink">
      <Heading className="text-h2 text-red-800">Unexpected Application Error!</Heading>
      <p className="mt-3 text-lg font-semibold text-red-900" data-testid="error-summary">
        {summary}
      </p>
      {showStack && stack ? (
        <pre className="mt-4 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-white p-3 text-xs text-ink-muted">
          {stack}
        </pre>
      ) : null}
      {children}
    </div>
  );
}
