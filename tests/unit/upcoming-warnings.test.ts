import { describe, expect, it } from 'vitest';
import { upcomingWarnings } from '../../src/content-reports/upcoming';

const entry = (collection: string, raw: Record<string, unknown>) => ({
  collection,
  id: String(raw.id),
  file: 'x',
  line: 1,
  raw,
});

describe('content:check warnings for upcoming lists with nothing ahead', () => {
  const entries = [
    entry('events', { id: 'c1', kind: 'conference', start: '2025-04-14', end: '2025-04-15' }),
    entry('events', { id: 'w1', kind: 'webinar', start: '2026-12-12' }),
    entry('internshipBatches', { id: 'b1', start: '2025-10-15', end: '2025-11-12' }),
  ];
  it('names the file to add to for each list with nothing ahead, and is silent for a list with something ahead', () => {
    const warnings = upcomingWarnings(entries, '2026-01-01');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^src\/content\/prime\/events\.yaml {2}warning {2}nothing is ahead on 2026-01-01 for \/ematixprime\/conference\/upcoming/,
    );
    expect(warnings[1]).toMatch(/^src\/content\/learning\/batches\.yaml .*→ add a batch/);
  });
  it('counts an event on its last day as ahead', () => {
    expect(upcomingWarnings(entries, '2025-04-15').some((line) => line.includes('/conference/upcoming'))).toBe(false);
  });
});
