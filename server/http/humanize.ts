/**
 * Python humanize's naturaltime(), which Superset uses for `*_delta_humanized` fields:
 * "now", "a minute ago", "3 hours ago", "2 days ago", "a month ago", "2 years ago".
 */
export function humanizeDelta(then: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const future = seconds < 0;
  const abs = Math.abs(seconds);
  const phrase = (count: number, singular: string, article: string): string =>
    count === 1 ? `${article} ${singular}` : `${count} ${singular}s`;

  let text: string;
  if (abs === 0) return 'now';
  if (abs < 60) text = phrase(abs, 'second', 'a');
  else if (abs < 3600) text = phrase(Math.floor(abs / 60), 'minute', 'a');
  else if (abs < 86400) text = phrase(Math.floor(abs / 3600), 'hour', 'an');
  else {
    const days = Math.floor(abs / 86400);
    if (days < 30) text = phrase(days, 'day', 'a');
    else if (days < 365) text = phrase(Math.max(1, Math.floor(days / 30.5)), 'month', 'a');
    else text = phrase(Math.floor(days / 365), 'year', 'a');
  }
  return future ? `${text} from now` : `${text} ago`;
}
