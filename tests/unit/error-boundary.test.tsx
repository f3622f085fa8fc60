// @vitest-environment happy-dom
/** An island that throws shows SPEC §2's error screen in its place instead of a blank area. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorBoundary from '~/islands/ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('The carousel could not start');
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders its children when nothing fails', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () =>
      createRoot(host).render(
        <ErrorBoundary>
          <p>Slides</p>
        </ErrorBoundary>,
      ),
    );
    expect(host.textContent).toBe('Slides');
  });

  it('replaces a failing island with the error screen: heading, message and stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () =>
      createRoot(host).render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(host.querySelector('h2')?.textContent).toBe('Unexpected Application Error!');
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="error-summary"]')?.textContent).toBe('The carousel could not start');
    expect(host.querySelector('pre')?.textContent).toContain('Broken');
  });
});
