/**
 * How deeply nested JSON from a request may be. Real payloads (query contexts, form data,
 * dashboard metadata) nest a handful of levels; thousands of levels would overflow the stack of
 * code that walks or re-serializes them (Superset fails such input with a server error; here it
 * is refused where it is parsed). Measured on the text, without recursion.
 */
export const MAX_JSON_DEPTH = 256;

/** True when the JSON text opens more than `limit` arrays/objects inside one another (strings skipped). */
export function jsonTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/** True when a decoded value nests arrays/objects more than `limit` deep (walked without recursion). */
export function valueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) pending.push([item, depth + 1]);
  }
  return false;
}

/** JSON.parse for request text: nesting beyond the limit throws a SyntaxError, as malformed text does. */
export function parseJsonText(text: string): unknown {
  if (jsonTextTooDeep(text)) throw new SyntaxError(`JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  return JSON.parse(text) as unknown;
}
