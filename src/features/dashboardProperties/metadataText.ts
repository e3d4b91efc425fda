/** The JSON metadata editor's text: checked, pretty-printed and kept in step with the colour scheme picker. */

export const METADATA_INVALID_TEXT = 'JSON metadata is invalid!';

type ParsedMetadata = { valid: true; metadata: Record<string, unknown> } | { valid: false };

/** The metadata of the editor's text: a JSON object ('' is an empty one); anything else is invalid. */
export function parseMetadataText(text: string): ParsedMetadata {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, metadata: {} };
  // Superset accepts only an object literal here, never an array or a bare value.
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return { valid: false };
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { valid: false };
    return { valid: true, metadata: parsed as Record<string, unknown> };
  } catch {
    return { valid: false };
  }
}

/** The stored metadata string as the editor shows it: indented by two spaces ('' stays ''). */
export function formatMetadataText(stored: string): string {
  const parsed = parseMetadataText(stored);
  if (!parsed.valid) return stored;
  return stored.trim() === '' ? '' : JSON.stringify(parsed.metadata, null, 2);
}

/** The colour scheme the metadata names, or '' when it names none (or is invalid). */
export function metadataColorScheme(text: string): string {
  const parsed = parseMetadataText(text);
  if (!parsed.valid) return '';
  const scheme = parsed.metadata.color_scheme;
  return typeof scheme === 'string' ? scheme : '';
}

/** The metadata text with `color_scheme` set (the picker writes into the metadata, its one source). */
export function withColorScheme(text: string, scheme: string): string {
  const parsed = parseMetadataText(text);
  if (!parsed.valid) return text;
  return JSON.stringify({ ...parsed.metadata, color_scheme: scheme }, null, 2);
}
