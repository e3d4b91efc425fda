/** What Superset's engine spec reports about the engine (DatabaseRestApi `engine_information`). */
const ENGINE_INFORMATION: Record<string, Record<string, boolean>> = {
  duckdb: {
    supports_file_upload: true,
    disable_ssh_tunneling: false,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  },
};

/** `engine_information` of a backend's databases. */
export function engineInformationOf(backend: string): Record<string, boolean> {
  return { ...(ENGINE_INFORMATION[backend] ?? {}) };
}
