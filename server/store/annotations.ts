import type { MetadataDatabase } from './database';

interface AnnotationUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** An annotation layer with what its replies show of its users. */
export interface AnnotationLayerRecord {
  id: number;
  name: string;
  descr: string | null;
  created_on: Date;
  changed_on: Date;
  created_by: AnnotationUser | null;
  changed_by: AnnotationUser | null;
}

/** The columns a caller sets on an annotation (Superset's add columns of AnnotationRestApi). */
interface AnnotationFields {
  short_descr: string;
  long_descr?: string | null;
  start_dttm: Date;
  end_dttm: Date;
  json_metadata?: string | null;
}

export interface AnnotationRecord {
  id: number;
  layer_id: number;
  layer_name: string;
  short_descr: string;
  long_descr: string | null;
  start_dttm: Date;
  end_dttm: Date;
  json_metadata: string | null;
  changed_on: Date;
  created_by: AnnotationUser | null;
  changed_by: AnnotationUser | null;
}

interface UserColumns {
  created_by_id: number | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_id: number | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

type LayerRow = Omit<AnnotationLayerRecord, 'created_by' | 'changed_by'> & UserColumns;
type AnnotationRow = Omit<AnnotationRecord, 'created_by' | 'changed_by'> & UserColumns;

const USER_COLUMNS = `
  cu.id AS created_by_id, cu.first_name AS created_by_first_name, cu.last_name AS created_by_last_name,
  mu.id AS changed_by_id, mu.first_name AS changed_by_first_name, mu.last_name AS changed_by_last_name`;

const SELECT_LAYERS = `
  SELECT l.id, l.name, l.descr, l.created_on, l.changed_on, ${USER_COLUMNS}
  FROM annotation_layer l
  LEFT JOIN users cu ON cu.id = l.created_by_fk
  LEFT JOIN users mu ON mu.id = l.changed_by_fk`;

const SELECT_ANNOTATIONS = `
  SELECT a.id, a.layer_id, l.name AS layer_name, a.short_descr, a.long_descr, a.start_dttm, a.end_dttm,
    a.json_metadata, a.changed_on, ${USER_COLUMNS}
  FROM annotation a
  JOIN annotation_layer l ON l.id = a.layer_id
  LEFT JOIN users cu ON cu.id = a.created_by_fk
  LEFT JOIN users mu ON mu.id = a.changed_by_fk`;

function userOf(id: number | null, firstName: string | null, lastName: string | null): AnnotationUser | null {
  return id === null ? null : { id, first_name: firstName ?? '', last_name: lastName ?? '' };
}

function withUsers<Row extends UserColumns>(
  row: Row,
): Omit<Row, keyof UserColumns> & { created_by: AnnotationUser | null; changed_by: AnnotationUser | null } {
  const {
    created_by_id,
    created_by_first_name,
    created_by_last_name,
    changed_by_id,
    changed_by_first_name,
    changed_by_last_name,
    ...rest
  } = row;
  return {
    ...rest,
    created_by: userOf(created_by_id, created_by_first_name, created_by_last_name),
    changed_by: userOf(changed_by_id, changed_by_first_name, changed_by_last_name),
  };
}

function placeholders(ids: readonly number[]): string {
  return ids.map(() => '?').join(', ');
}

/** Annotation layers and their annotations (Superset's AnnotationLayerDAO and AnnotationDAO). */
export class AnnotationRepository {
  constructor(private readonly db: MetadataDatabase) {}

  async listLayers(): Promise<AnnotationLayerRecord[]> {
    const rows = await this.db.all<LayerRow>(`${SELECT_LAYERS} ORDER BY l.id`);
    return rows.map(withUsers);
  }

  async findLayer(id: number): Promise<AnnotationLayerRecord | null> {
    const row = await this.db.first<LayerRow>(`${SELECT_LAYERS} WHERE l.id = ?`, [id]);
    return row ? withUsers(row) : null;
  }

  async layerNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.first<{ id: number }>('SELECT id FROM annotation_layer WHERE name = ? AND id <> ?', [
      name,
      exceptId ?? -1,
    ]);
    return row !== null;
  }

  async createLayer(userId: number, fields: { name: string; descr?: string | null }): Promise<AnnotationLayerRecord> {
    const now = new Date();
    const inserted = await this.db.first<{ id: number }>(
      `INSERT INTO annotation_layer (name, descr, created_on, changed_on, created_by_fk, changed_by_fk)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      [fields.name, fields.descr ?? null, now, now, userId, userId],
    );
    const created = inserted ? await this.findLayer(inserted.id) : null;
    if (!created) throw new Error('Annotation layer insert returned no row');
    return created;
  }

  async updateLayer(
    id: number,
    userId: number,
    fields: { name?: string; descr?: string | null },
  ): Promise<AnnotationLayerRecord | null> {
    const sets: string[] = [];
    const params: (string | null)[] = [];
    if (fields.name !== undefined) {
      sets.push('name = ?');
      params.push(fields.name);
    }
    if (fields.descr !== undefined) {
      sets.push('descr = ?');
      params.push(fields.descr);
    }
    await this.db.run(
      `UPDATE annotation_layer SET ${[...sets, 'changed_on = ?', 'changed_by_fk = ?'].join(', ')} WHERE id = ?`,
      [...params, new Date(), userId, id],
    );
    return this.findLayer(id);
  }

  /** Deletes the layers and their annotations. */
  async deleteLayers(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM annotation WHERE layer_id IN (${placeholders(ids)})`, [...ids]);
      await tx.run(`DELETE FROM annotation_layer WHERE id IN (${placeholders(ids)})`, [...ids]);
    });
  }

  /** The annotations of one layer, or of several (the chart data's NATIVE layers), oldest first. */
  async listAnnotations(layerIds: readonly number[]): Promise<AnnotationRecord[]> {
    if (layerIds.length === 0) return [];
    const rows = await this.db.all<AnnotationRow>(
      `${SELECT_ANNOTATIONS} WHERE a.layer_id IN (${placeholders(layerIds)}) ORDER BY a.start_dttm, a.id`,
      [...layerIds],
    );
    return rows.map(withUsers);
  }

  async findAnnotation(layerId: number, id: number): Promise<AnnotationRecord | null> {
    const row = await this.db.first<AnnotationRow>(`${SELECT_ANNOTATIONS} WHERE a.layer_id = ? AND a.id = ?`, [
      layerId,
      id,
    ]);
    return row ? withUsers(row) : null;
  }

  async shortDescrTaken(layerId: number, shortDescr: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.first<{ id: number }>(
      'SELECT id FROM annotation WHERE layer_id = ? AND short_descr = ? AND id <> ?',
      [layerId, shortDescr, exceptId ?? -1],
    );
    return row !== null;
  }

  async createAnnotation(layerId: number, userId: number, fields: AnnotationFields): Promise<AnnotationRecord> {
    const now = new Date();
    const inserted = await this.db.first<{ id: number }>(
      `INSERT INTO annotation (layer_id, short_descr, long_descr, start_dttm, end_dttm, json_metadata,
         created_on, changed_on, created_by_fk, changed_by_fk)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        layerId,
        fields.short_descr,
        fields.long_descr ?? null,
        fields.start_dttm,
        fields.end_dttm,
        fields.json_metadata ?? null,
        now,
        now,
        userId,
        userId,
      ],
    );
    const created = inserted ? await this.findAnnotation(layerId, inserted.id) : null;
    if (!created) throw new Error('Annotation insert returned no row');
    return created;
  }

  async deleteAnnotations(layerId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.run(`DELETE FROM annotation WHERE layer_id = ? AND id IN (${placeholders(ids)})`, [layerId, ...ids]);
  }
}
