import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../../../../utils/timeFormat';
import { validateNonEmpty } from '../../../../utils/validators';
import { SHARED_CONTROLS } from '../../controlPanel/sharedControls';
import type { ControlPanelConfig, ControlState } from '../../controlPanel/controlTypes';
import { validateWhiskerOptions, WHISKER_OPTIONS } from './buildQuery';

/** The time grain applies only when a "distribute across" column is temporal (or adhoc). */
function distributesAcrossTime({ datasource, formData }: ControlState): boolean {
  const columns = Array.isArray(formData.columns) ? (formData.columns as unknown[]) : [];
  return columns.some((column) => {
    if (typeof column !== 'string') return true;
    const meta = datasource?.columns.find((candidate) => candidate.column_name === column);
    return Boolean(meta && (meta.is_dttm || meta.type_generic === 'temporal' || meta.type_generic === 2));
  });
}

export const boxPlotControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'columns',
            config: {
              ...SHARED_CONTROLS.columns,
              label: 'Distribute across',
              multi: true,
              description: 'Columns to calculate distribution across.',
              validators: [(value) => validateNonEmpty(value)],
            },
          },
        ],
        [
          {
            name: 'time_grain_sqla',
            config: { ...SHARED_CONTROLS.time_grain_sqla, visibility: distributesAcrossTime },
          },
        ],
        [
          {
            name: 'groupby',
            config: {
              ...SHARED_CONTROLS.groupby,
              label: 'Dimensions',
              description: 'Categories to group by on the x-axis.',
            },
          },
        ],
        ['metrics'],
        ['adhoc_filters'],
        ['time_range'],
        ['series_limit'],
        ['series_limit_metric'],
        [
          {
            name: 'whiskerOptions',
            config: {
              type: 'SelectControl',
              label: 'Whisker/outlier options',
              freeForm: true,
              clearable: false,
              default: 'Tukey',
              description: 'Determines how whiskers and outliers are calculated.',
              choices: WHISKER_OPTIONS.map((option) => [option, option] as const),
              validators: [validateWhiskerOptions],
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'x_ticks_layout',
            config: {
              type: 'SelectControl',
              label: 'X Tick Layout',
              default: 'auto',
              clearable: false,
              renderTrigger: true,
              description: 'The way the ticks are laid out on the X-axis',
              choices: [
                ['auto', 'auto'],
                ['flat', 'flat'],
                ['45°', '45°'],
                ['90°', '90°'],
                ['staggered', 'staggered'],
              ],
            },
          },
        ],
        ['number_format'],
        [
          {
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              freeForm: true,
              default: SMART_DATE,
              renderTrigger: true,
              choices: D3_TIME_FORMAT_OPTIONS,
            },
          },
        ],
      ],
    },
  ],
};
