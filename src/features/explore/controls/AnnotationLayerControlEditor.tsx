/**
 * The editor of one annotation layer (Superset's AnnotationLayer popover): name, layer type, source
 * and value (a formula, an annotation layer, or a saved table chart with the columns to read), and
 * how it is drawn. Apply is offered once the draft is complete.
 */
import { Button, Checkbox, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type {
  AnnotationLayer,
  AnnotationSourceType,
  AnnotationStyle,
  AnnotationType,
} from '../../../../common/annotationLayer';
import { useGetAnnotationLayersQuery, useGetAnnotationSourceChartsQuery } from '../../../api/annotationLayers';
import { ANNOTATION_TYPE_CHOICES, draftProblem, sourceChoicesFor, withAnnotationType } from './annotationLayerDraft';

const STYLE_CHOICES: { value: AnnotationStyle; label: string }[] = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
];

const OPACITY_CHOICES: { value: NonNullable<AnnotationLayer['opacity']>; label: string }[] = [
  { value: '', label: 'Solid' },
  { value: 'opacityLow', label: '0.2' },
  { value: 'opacityMedium', label: '0.5' },
  { value: 'opacityHigh', label: '0.8' },
];

interface AnnotationLayerEditorProps {
  initial: AnnotationLayer;
  /** The names of the chart's other layers (a name is unique among them). */
  otherNames: readonly string[];
  isNew: boolean;
  onApply: (layer: AnnotationLayer) => void;
  onRemove: () => void;
  onCancel: () => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label style={{ display: 'block', marginBottom: 8 }}>
      <span style={{ display: 'block', fontWeight: 500, marginBottom: 2 }}>{label}</span>
      {children}
    </label>
  );
}

function SourceValue({ draft, onChange }: { draft: AnnotationLayer; onChange: (value: number) => void }) {
  const native = draft.sourceType === 'NATIVE';
  const layers = useGetAnnotationLayersQuery(undefined, { skip: !native });
  const charts = useGetAnnotationSourceChartsQuery(String(draft.sourceType), { skip: native || !draft.sourceType });
  const options = (native ? layers.data : charts.data) ?? [];
  const label = native ? 'Annotation layer' : 'Chart';
  return (
    <Field label={label}>
      <Select
        aria-label={label}
        style={{ width: '100%' }}
        loading={native ? layers.isFetching : charts.isFetching}
        value={draft.value === '' ? undefined : Number(draft.value)}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        onChange={(value: number) => onChange(value)}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Field>
  );
}

function TableColumns({
  draft,
  update,
}: {
  draft: AnnotationLayer;
  update: (patch: Partial<AnnotationLayer>) => void;
}) {
  return (
    <>
      <Field label="Title Column">
        <Input
          aria-label="Title Column"
          value={draft.titleColumn}
          onChange={(event) => update({ titleColumn: event.target.value })}
        />
      </Field>
      <Field label="Time Column">
        <Input
          aria-label="Time Column"
          value={draft.timeColumn}
          onChange={(event) => update({ timeColumn: event.target.value })}
        />
      </Field>
      {draft.annotationType === 'INTERVAL' ? (
        <Field label="Interval End column">
          <Input
            aria-label="Interval End column"
            value={draft.intervalEndColumn}
            onChange={(event) => update({ intervalEndColumn: event.target.value })}
          />
        </Field>
      ) : null}
      <Field label="Description Columns">
        <Select
          aria-label="Description Columns"
          mode="tags"
          style={{ width: '100%' }}
          value={draft.descriptionColumns ?? []}
          onChange={(columns: string[]) => update({ descriptionColumns: columns })}
        />
      </Field>
    </>
  );
}

export function AnnotationLayerEditor({
  initial,
  otherNames,
  isNew,
  onApply,
  onRemove,
  onCancel,
}: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState<AnnotationLayer>(initial);
  const update = (patch: Partial<AnnotationLayer>) => setDraft((current) => ({ ...current, ...patch }));
  const problem = draftProblem(draft, otherNames);
  const sources = sourceChoicesFor(draft.annotationType);

  return (
    <div data-testid="annotation-layer-editor">
      <Field label="Name">
        <Input aria-label="Name" value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </Field>
      <Checkbox checked={!draft.show} onChange={(event) => update({ show: !event.target.checked })}>
        Hide Layer
      </Checkbox>
      <Field label="Annotation layer type">
        <Select
          aria-label="Annotation layer type"
          style={{ width: '100%' }}
          value={draft.annotationType}
          options={ANNOTATION_TYPE_CHOICES.map(([value, label]) => ({ value, label }))}
          onChange={(value: AnnotationType) => setDraft((current) => withAnnotationType(current, value))}
        />
      </Field>
      {sources.length > 0 ? (
        <Field label="Annotation source type">
          <Select
            aria-label="Annotation source type"
            style={{ width: '100%' }}
            value={draft.sourceType}
            options={sources.map(([value, label]) => ({ value, label }))}
            onChange={(value: AnnotationSourceType) => update({ sourceType: value, value: '' })}
          />
        </Field>
      ) : null}
      {draft.annotationType === 'FORMULA' ? (
        <Field label="Formula">
          <Input
            aria-label="Formula"
            placeholder="y = 2x + 1"
            value={String(draft.value)}
            onChange={(event) => update({ value: event.target.value })}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Expects a formula with depending time parameter &apos;x&apos; in milliseconds since epoch. Example:
            &apos;2x+5&apos;
          </Typography.Text>
        </Field>
      ) : (
        <SourceValue draft={draft} onChange={(value) => update({ value })} />
      )}
      {draft.sourceType === 'table' ? <TableColumns draft={draft} update={update} /> : null}

      <Typography.Title level={5}>Display configuration</Typography.Title>
      <Space wrap>
        <Field label="Style">
          <Select
            aria-label="Style"
            style={{ width: 130 }}
            value={draft.style ?? 'solid'}
            options={STYLE_CHOICES}
            onChange={(style: AnnotationStyle) => update({ style })}
          />
        </Field>
        <Field label="Opacity">
          <Select
            aria-label="Opacity"
            style={{ width: 100 }}
            value={draft.opacity ?? ''}
            options={OPACITY_CHOICES}
            onChange={(opacity: AnnotationLayer['opacity']) => update({ opacity })}
          />
        </Field>
        <Field label="Line width">
          <InputNumber
            aria-label="Line width"
            min={0}
            value={draft.width ?? 1}
            onChange={(width) => update({ width: typeof width === 'number' ? width : 1 })}
          />
        </Field>
        <Field label="Color">
          <Input
            aria-label="Color"
            placeholder="#e04355"
            value={draft.color ?? ''}
            onChange={(event) => update({ color: event.target.value || null })}
          />
        </Field>
      </Space>
      <Checkbox checked={Boolean(draft.showLabel)} onChange={(event) => update({ showLabel: event.target.checked })}>
        Always show label
      </Checkbox>

      {problem && draft.name.trim() ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      ) : null}
      <Space style={{ marginTop: 12 }}>
        {isNew ? null : (
          <Button danger onClick={onRemove}>
            Remove
          </Button>
        )}
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          disabled={problem !== null}
          onClick={() => onApply({ ...draft, name: draft.name.trim() })}
        >
          OK
        </Button>
      </Space>
    </div>
  );
}
