/**
 * Superset's AnnotationLayerControl: the chart's annotation layers, each opening its editor, and
 * 'Add annotation layer'. The value is the form data's `annotation_layers` list.
 */
import { Button, List, Modal, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { AnnotationLayer } from '../../../../common/annotationLayer';
import { useAppSelector } from '../../../app/hooks';
import { exploreChartId } from '../exploreSlice';
import type { ChartAnnotationState } from '../../charts';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';
import { AnnotationLayerEditor } from './AnnotationLayerControlEditor';
import { newAnnotationLayer } from './annotationLayerDraft';

/** Which layer the editor is open on: an index in the list, or a new one. */
type Editing = { index: number } | { index: null } | null;

function layersOf(value: unknown): AnnotationLayer[] {
  return Array.isArray(value) ? (value as AnnotationLayer[]) : [];
}

export function AnnotationLayerControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const layers = layersOf(value);
  const [editing, setEditing] = useState<Editing>(null);
  const editedIndex = editing?.index ?? null;
  // The annotation queries of Explore's chart: a layer shows its query running, or its error.
  const annotations: ChartAnnotationState | undefined = useAppSelector(
    (state) => state.chartAnnotations[exploreChartId(state.explore)],
  );

  const apply = (layer: AnnotationLayer) => {
    onChange(
      editedIndex === null ? [...layers, layer] : layers.map((old, index) => (index === editedIndex ? layer : old)),
    );
    setEditing(null);
  };
  const remove = () => {
    if (editedIndex !== null) onChange(layers.filter((_layer, index) => index !== editedIndex));
    setEditing(null);
  };

  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name}>
        <List
          size="small"
          bordered
          dataSource={layers}
          locale={{ emptyText: 'No annotation layers' }}
          renderItem={(layer, index) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => setEditing({ index })}
              data-testid="annotation-layer-item"
            >
              <Typography.Text delete={!layer.show}>{layer.name}</Typography.Text>
              {annotations?.annotationQuery[layer.name] ? <Spin size="small" /> : null}
              {annotations?.annotationError[layer.name] ? (
                <Tooltip title={annotations.annotationError[layer.name]}>
                  <Typography.Text type="danger" data-testid="annotation-layer-error">
                    ERROR
                  </Typography.Text>
                </Tooltip>
              ) : null}
            </List.Item>
          )}
        />
        <Button type="dashed" block style={{ marginTop: 4 }} onClick={() => setEditing({ index: null })}>
          Add annotation layer
        </Button>
      </div>
      <Modal
        open={editing !== null}
        title={editedIndex === null ? 'Add annotation layer' : 'Edit annotation layer'}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing !== null ? (
          <AnnotationLayerEditor
            initial={editedIndex === null ? newAnnotationLayer() : layers[editedIndex]!}
            otherNames={layers.filter((_layer, index) => index !== editedIndex).map((layer) => layer.name)}
            isNew={editedIndex === null}
            onApply={apply}
            onRemove={remove}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </ControlHeader>
  );
}
