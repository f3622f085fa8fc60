/** Describes any thrown value the way SPEC §2's error screen does. */

interface RouteErrorResponse {
  status: number;
  statusText: string;
}

function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RouteErrorResponse).status === 'number' &&
    typeof (error as RouteErrorResponse).statusText === 'string'
  );
}

/** "404 Not Found" for a route error; else the message; else the value as text. */
export function describeError(error: unknown): { summary: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}` };
  if (error instanceof Error) return { summary: error.message || String(error), stack: error.stack };
  if (typeof error === 'string') return { summary: error };
  try {
    return { summary: JSON.stringify(error) ?? String(error) };
  } catch {
    return { summary: String(error) };
  }
}
