/**
 * A small iCalendar reader, enough to check what `ics.ts` writes (unit tests) and what the
 * calendar URLs answer (end-to-end tests): unfolds lines, splits name, parameters and value,
 * nests components and unescapes TEXT values.
 *
 *   parseIcs('BEGIN:VCALENDAR\r\nX-WR-CALNAME:Agenda\r\nEND:VCALENDAR\r\n')
 *   → { name: 'VCALENDAR', properties: [{ name: 'X-WR-CALNAME', params: {}, value: 'Agenda' }], components: [] }
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** raw value, still escaped */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** Joins folded lines (CRLF followed by a space or tab). */
export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** unescapeText('Bilbao\\; Sala 1\\, planta 2\\nNorte') → 'Bilbao; Sala 1, planta 2\nNorte' */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function parseLine(line: string): IcsProperty {
  // The value starts at the first colon outside a quoted parameter value.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon === -1) throw new Error(`Not a content line: "${line}"`);
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
}

export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of unfold(text)) {
    const prop = parseLine(line);
    if (prop.name === 'BEGIN') {
      const component: IcsComponent = { name: prop.value.toUpperCase(), properties: [], components: [] };
      if (stack.length > 0) stack[stack.length - 1]!.components.push(component);
      else root = component;
      stack.push(component);
    } else if (prop.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== prop.value.toUpperCase()) throw new Error(`Unbalanced END:${prop.value}`);
    } else {
      const open = stack[stack.length - 1];
      if (!open) throw new Error(`Property outside a component: ${line}`);
      open.properties.push(prop);
    }
  }
  if (!root || stack.length > 0) throw new Error('Not a complete iCalendar object');
  return root;
}

/** The first property called `name`, or undefined. */
export function prop(component: IcsComponent, name: string): IcsProperty | undefined {
  return component.properties.find((p) => p.name === name);
}

/** The TEXT value of the first property called `name`, unescaped. */
export function text(component: IcsComponent, name: string): string | undefined {
  const p = prop(component, name);
  return p ? unescapeText(p.value) : undefined;
}

export function events(calendar: IcsComponent): IcsComponent[] {
  return calendar.components.filter((c) => c.name === 'VEVENT');
}

/** The zone's offset from UTC in minutes at an instant, as Intl knows it ('GMT+02:00' → 120). */
function offsetMinutes(zone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The instant a DTSTART/DTEND property names, for what `ics.ts` writes: UTC (`…Z`) or a local
 * time with the TZID of any zone Intl knows (Europe/Madrid, Europe/Athens, …).
 */
export function instantOf(p: IcsProperty): Date {
  const m = p.value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/);
  if (!m) throw new Error(`Not a DATE-TIME: ${p.value}`);
  const [, y, mo, d, h, mi, s, z] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (z) return new Date(wall);
  const zone = p.params.TZID;
  if (!zone) throw new Error(`A floating time: ${p.value}`);
  // The offset at that wall time: the offset of the wall time read as UTC, corrected once.
  const first = offsetMinutes(zone, wall);
  return new Date(wall - offsetMinutes(zone, wall - first * 60_000) * 60_000);
}
