/**
 * Saved query field names differ between the SQL Lab client and the server (spec sql-editor §3,
 * reference superset-api-sqllab §4): id ↔ remoteId, db_id ↔ dbId, label ↔ name,
 * template_parameters ↔ templateParams. Every other key keeps its name.
 */

const SAVED_QUERY_CLIENT_NAMES = {
  id: 'remoteId',
  db_id: 'dbId',
  label: 'name',
  template_parameters: 'templateParams',
} as const;

type ServerName = keyof typeof SAVED_QUERY_CLIENT_NAMES;
type ClientName = (typeof SAVED_QUERY_CLIENT_NAMES)[ServerName];

const SAVED_QUERY_SERVER_NAMES = Object.fromEntries(
  Object.entries(SAVED_QUERY_CLIENT_NAMES).map(([server, client]) => [client, server]),
) as Record<ClientName, ServerName>;

function renameKeys(source: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    renamed[key in names ? names[key] : key] = value;
  }
  return renamed;
}

/** Server names → client names (e.g. a saved query reply onto a tab's fields). */
export function convertQueryToClient(serverFields: Record<string, unknown>): Record<string, unknown> {
  return renameKeys(serverFields, SAVED_QUERY_CLIENT_NAMES);
}

/** Client names → server names (e.g. a tab's fields into a saved query body). */
export function convertQueryToServer(clientFields: Record<string, unknown>): Record<string, unknown> {
  return renameKeys(clientFields, SAVED_QUERY_SERVER_NAMES);
}
