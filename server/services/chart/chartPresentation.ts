/** How Superset writes a chart's people, times, description and explore link in its payloads. */
import type { UserSummary } from '../../store/charts';

/** Python's naive `datetime.isoformat()` of a UTC time, with microseconds. */
export function isoformat(date: Date): string {
  return date.toISOString().replace('Z', '000');
}

export function fullName(user: UserSummary): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The description as HTML paragraphs (escaped text; blank lines separate paragraphs). */
export function descriptionMarkeddown(description: string | null): string {
  if (!description) return '';
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

/** Superset's Slice.slice_url: the explore URL with the form data `{"slice_id": <id>}` (Python's JSON spacing). */
export function chartSliceUrl(chartId: number): string {
  return `/explore/?slice_id=${chartId}&form_data=${encodeURIComponent(`{"slice_id": ${chartId}}`)}`;
}
