/**
 * PUT /api/v1/dashboard/{id} with only `json_metadata` (spec charts §7): how the filters
 * configuration, cross-filter scoping, bar orientation and the cross-filter toggle are saved.
 * The reply's `result.json_metadata` is what the server kept.
 */
import { api } from './baseApi';

interface MetadataReply {
  result?: { json_metadata?: string };
  last_modified_time?: number;
}

export const dashboardMetadataApi = api.injectEndpoints({
  endpoints: (builder) => ({
    saveDashboardMetadata: builder.mutation<Record<string, unknown>, { id: number; metadata: Record<string, unknown> }>(
      {
        query: ({ id, metadata }) => ({
          method: 'PUT',
          endpoint: `/api/v1/dashboard/${id}`,
          jsonPayload: { json_metadata: JSON.stringify(metadata) },
        }),
        transformResponse: (raw: MetadataReply, _meta, { metadata }) => {
          try {
            const saved: unknown = raw.result?.json_metadata ? JSON.parse(raw.result.json_metadata) : null;
            return saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : metadata;
          } catch {
            return metadata;
          }
        },
      },
    ),
  }),
});
