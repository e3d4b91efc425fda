import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Superset renders its start-up payload here, as the embedded server does (`<div id="app" data-bootstrap>`). */
const APP_ELEMENT_ID = 'app';
const BOOTSTRAP_ATTRIBUTE = 'data-bootstrap';

function findBootstrapAttribute(root: ParentNode): string | null {
  const pending: ParentNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop() as ParentNode;
    for (const child of defaultTreeAdapter.getChildNodes(node)) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      const attributes = defaultTreeAdapter.getAttrList(child);
      const isApp = attributes.some(({ name, value }) => name === 'id' && value === APP_ELEMENT_ID);
      const bootstrap = attributes.find(({ name }) => name === BOOTSTRAP_ATTRIBUTE);
      if (isApp && bootstrap) return bootstrap.value;
      pending.push(child);
    }
  }
  return null;
}

/**
 * The JSON object in `data-bootstrap` on `<div id="app">` of a Superset page (entities decoded by
 * an HTML parser, as a browser would); null when the page has none or it is not a JSON object.
 */
export function liftBootstrap(html: string): Record<string, unknown> | null {
  const raw = findBootstrapAttribute(parse(html));
  if (raw === null) return null;
  try {
    const payload: unknown = JSON.parse(raw);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}
