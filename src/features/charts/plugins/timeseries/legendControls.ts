/**
 * Controls of the ECharts charts' chart options (Superset's names, labels and descriptions): the
 * legend's type and orientation, the y-axis truncation and bounds, and the annotation layers.
 */
import type { ControlPanelSection, ControlSetRow } from '../../controlPanel/controlTypes';

const showsLegend = ({ formData }: { formData: Readonly<Record<string, unknown>> }) => formData.show_legend !== false;

export const LEGEND_CONTROL_ROWS: readonly ControlSetRow[] = [
  [
    {
      name: 'legendType',
      config: {
        type: 'SelectControl',
        label: 'Type',
        description: 'Legend type',
        default: 'scroll',
        clearable: false,
        choices: [
          ['scroll', 'Scroll'],
          ['plain', 'Plain'],
        ],
        renderTrigger: true,
        visibility: showsLegend,
      },
    },
  ],
  [
    {
      name: 'legendOrientation',
      config: {
        type: 'SelectControl',
        label: 'Orientation',
        description: 'Legend Orientation',
        default: 'top',
        clearable: false,
        choices: [
          ['top', 'Top'],
          ['bottom', 'Bottom'],
          ['left', 'Left'],
          ['right', 'Right'],
        ],
        renderTrigger: true,
        visibility: showsLegend,
      },
    },
  ],
];

export const Y_AXIS_CONTROL_ROWS: readonly ControlSetRow[] = [
  [
    {
      name: 'truncateYAxis',
      config: {
        type: 'CheckboxControl',
        label: 'Truncate Y Axis',
        description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
        default: false,
        renderTrigger: true,
      },
    },
  ],
  [
    {
      name: 'y_axis_bounds',
      config: {
        type: 'BoundsControl',
        label: 'Y Axis Bounds',
        description:
          "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
        default: [null, null],
        renderTrigger: true,
        visibility: ({ formData }) => formData.truncateYAxis === true,
      },
    },
  ],
];

export const ANNOTATIONS_SECTION: ControlPanelSection = {
  label: 'Annotations and Layers',
  expanded: true,
  controlSetRows: [
    [
      {
        name: 'annotation_layers',
        config: {
          type: 'AnnotationLayerControl',
          label: '',
          description: 'Annotation Layers',
          default: [],
          renderTrigger: false,
        },
      },
    ],
  ],
};
