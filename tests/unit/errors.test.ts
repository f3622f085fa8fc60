import { describe, expect, it } from 'vitest';
import { describeError } from '~/lib/format/errors';

describe('describeError (SPEC §2 error screen)', () => {
  it('shows status and status text for a route error response', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({ summary: '404 Not Found' });
  });
  it('shows the message and stack of an Error', () => {
    const error = new Error('Widget failed');
    const described = describeError(error);
    expect(described.summary).toBe('Widget failed');
    expect(described.stack).toContain('Widget failed');
  });
  it('shows any other value as text', () => {
    expect(describeError('plain text').summary).toBe('plain text');
    expect(describeError({ code: 7 }).summary).toBe('{"code":7}');
    expect(describeError(undefined).summary).toBe('undefined');
  });
});
