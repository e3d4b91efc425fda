/**
 * Request schemas of DashboardRestApi (DashboardPostSchema, DashboardPutSchema,
 * DashboardCopySchema) and the checks marshmallow makes beyond types: `position_json` parses as
 * JSON, `json_metadata` parses and loads with DashboardJSONMetadataSchema.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { parseJsonText } from '../../http/jsonDepth';
import { metadataSchemaErrors, withoutDroppedKeys } from '../../services/dashboard/dashboardMetadataSchema';
import type { Metadata } from '../../services/dashboard/dashboardMetadata';

const nullableString = { type: ['string', 'null'] } as const;
const nullableIds = { type: 'array', items: { type: ['integer', 'null'] } } as const;

export const dashboardPostSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dashboard_title: { type: ['string', 'null'], maxLength: 500 },
    slug: { type: ['string', 'null'], minLength: 1, maxLength: 255 },
    owners: { type: 'array', items: { type: 'integer' } },
    roles: { type: 'array', items: { type: 'integer' } },
    position_json: nullableString,
    css: nullableString,
    json_metadata: nullableString,
    published: { type: ['boolean', 'null'] },
    certified_by: nullableString,
    certification_details: nullableString,
    is_managed_externally: { type: ['boolean', 'null'] },
    external_url: nullableString,
  },
} as const;
export type DashboardPostBody = FromSchema<typeof dashboardPostSchema>;

export const dashboardPutSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dashboard_title: { type: ['string', 'null'], maxLength: 500 },
    slug: { type: ['string', 'null'], maxLength: 255 },
    owners: nullableIds,
    roles: nullableIds,
    position_json: nullableString,
    css: nullableString,
    json_metadata: nullableString,
    published: { type: ['boolean', 'null'] },
    certified_by: nullableString,
    certification_details: nullableString,
    is_managed_externally: { type: ['boolean', 'null'] },
    external_url: nullableString,
    // Superset's PUT also takes tags (the tagging system, off here) and, newest, a theme: accepted, not stored.
    tags: { type: 'array', items: { type: ['integer', 'null'] } },
    theme_id: { type: ['integer', 'null'] },
  },
} as const;
export type DashboardPutBody = FromSchema<typeof dashboardPutSchema>;

export const dashboardCopySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['json_metadata'],
  properties: {
    dashboard_title: { type: ['string', 'null'], maxLength: 500 },
    css: { type: 'string' },
    json_metadata: { type: 'string' },
    duplicate_slices: { type: 'boolean' },
  },
} as const;
export type DashboardCopyRequest = FromSchema<typeof dashboardCopySchema>;

export const pkParamsSchema = {
  type: 'object',
  required: ['pk'],
  additionalProperties: false,
  properties: { pk: { type: 'integer' } },
} as const;

export const idOrSlugParamsSchema = {
  type: 'object',
  required: ['idOrSlug'],
  properties: { idOrSlug: { type: 'string', minLength: 1 } },
} as const;

/** A 400 `message` of field errors; json_metadata's schema errors nest in a list, as marshmallow reports a validator's dict. */
export type BodyErrors = Record<string, unknown[]>;

interface CheckedJson {
  errors: BodyErrors | null;
  /** The parsed metadata (dropped keys removed) when `json_metadata` was given and non-empty. */
  metadata: Metadata | null;
}

/** validate_json on `position_json`, validate_json_metadata on `json_metadata`. */
export function checkJsonFields(body: { position_json?: string | null; json_metadata?: string | null }): CheckedJson {
  const errors: BodyErrors = {};
  let metadata: Metadata | null = null;
  if (typeof body.position_json === 'string' && body.position_json !== '') {
    try {
      parseJsonText(body.position_json);
    } catch {
      errors.position_json = ['JSON not valid'];
    }
  }
  if (typeof body.json_metadata === 'string' && body.json_metadata !== '') {
    let parsed: unknown;
    try {
      parsed = parseJsonText(body.json_metadata);
    } catch {
      errors.json_metadata = ['JSON not valid'];
    }
    if (!errors.json_metadata) {
      const schemaErrors = metadataSchemaErrors(parsed);
      if (schemaErrors) errors.json_metadata = [schemaErrors];
      else metadata = withoutDroppedKeys(parsed as Metadata);
    }
  }
  return { errors: Object.keys(errors).length > 0 ? errors : null, metadata };
}
