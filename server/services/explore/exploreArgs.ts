/** The arguments GET /api/v1/explore/ opens explore from, as the route validates them. */
import type { FromSchema } from 'json-schema-to-ts';

export const exploreArgsSchema = {
  type: 'object',
  // Other arguments are the explore URL's own parameters: they reach the form data as url_params.
  additionalProperties: { type: 'string' },
  properties: {
    slice_id: { type: 'integer' },
    datasource_id: { type: 'integer' },
    datasource_type: { type: 'string' },
    form_data_key: { type: 'string' },
    permalink_key: { type: 'string' },
  },
} as const;

export type ExploreArgs = FromSchema<typeof exploreArgsSchema>;
