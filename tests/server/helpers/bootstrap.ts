/** Reads the `data-bootstrap` JSON off `<div id="app">` in a rendered page, as the SPA does. */
export function readBootstrap(html: string): Record<string, unknown> {
  const match = /<div id="app" data-bootstrap="([^"]*)"/.exec(html);
  if (!match) throw new Error('No data-bootstrap on <div id="app">');
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
}
