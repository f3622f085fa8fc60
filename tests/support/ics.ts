/**
 * A small iCalendar reader for the tests: checks the structure an .ics file must have (CRLF line endings, lines of
 * at most 75 octets, BEGIN/END pairs) and returns its events with unfolded, unescaped values. Independent of
 * src/lib/time/ics.ts on purpose, so the two cannot share a mistake.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsEvent {
  properties: IcsProperty[];
  get(name: string): IcsProperty | undefined;
}

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** Parses an .ics text; throws an Error naming the first structural problem. */
export function parseIcs(text: string): { calendar: IcsProperty[]; events: IcsEvent[] } {
  if (!text.endsWith('\r\n')) throw new Error('ics: the file must end with CRLF');
  const raw = text.slice(0, -2).split('\r\n');
  raw.forEach((line, index) => {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`ics: line ${index + 1} has a bare LF or CR`);
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) throw new Error(`ics: line ${index + 1} is ${octets} octets long (75 at most)`);
  });
  // Unfold: a line starting with a space or tab continues the previous one.
  const lines: string[] = [];
  for (const line of raw) {
    if (/^[ \t]/.test(line)) {
      if (lines.length === 0) throw new Error('ics: the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: IcsProperty[] = [];
  const events: IcsEvent[] = [];
  let current: IcsProperty[] | null = null;
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 1) throw new Error(`ics: "${line}" is not NAME:value`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const params = Object.fromEntries(paramParts.map((part) => part.split('=') as [string, string]));
    if (!/^[A-Z-]+$/.test(name)) throw new Error(`ics: property name "${name}" is not upper case`);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = [];
      continue;
    }
    if (name === 'END') {
      const open = stack.pop();
      if (open !== value) throw new Error(`ics: END:${value} closes BEGIN:${open}`);
      if (value === 'VEVENT' && current) {
        const properties = current;
        events.push({ properties, get: (wanted) => properties.find((p) => p.name === wanted) });
        current = null;
      }
      continue;
    }
    const property = { name, params, value: unescape(value) };
    (current ?? calendar).push(property);
  }
  if (stack.length) throw new Error(`ics: BEGIN:${stack.join(', ')} is never closed`);
  return { calendar, events };
}
