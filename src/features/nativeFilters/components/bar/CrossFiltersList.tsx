/** The applied cross-filters in the bar: the emitting chart, its value, and a button to remove it. */
import { Button, Tag } from 'antd';
import { useAppSelector } from '../../../../app/hooks';
import type { FilterDataMask } from '../../rules/filterTypes';

interface CrossFiltersListProps {
  orientation: 'VERTICAL' | 'HORIZONTAL';
  onApplyMasks(masks: Record<string, FilterDataMask>): void;
}

const CLEARED: FilterDataMask = { extraFormData: {}, filterState: { value: null } };

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

export function CrossFiltersList({ orientation, onApplyMasks }: CrossFiltersListProps) {
  const emitters = useAppSelector((state) => state.nativeFilters.emitters);
  const masks = useAppSelector((state) => state.dataMask);
  const slices = useAppSelector((state) => state.dashboardState.slices);
  const applied = emitters.filter((emitter) => Object.keys(masks[String(emitter.chartId)]?.extraFormData ?? {}).length);
  if (!applied.length) return null;
  return (
    <div
      data-test="cross-filters"
      style={orientation === 'VERTICAL' ? { marginBottom: 16 } : { display: 'flex', gap: 8 }}
    >
      {orientation === 'VERTICAL' ? <div style={{ fontWeight: 600, marginBottom: 4 }}>Cross-filters</div> : null}
      {applied.map(({ chartId }) => {
        const state = masks[String(chartId)]?.filterState;
        return (
          <Tag
            key={chartId}
            data-test="cross-filter"
            data-chart-id={chartId}
            // A long chart name wraps inside the bar rather than running past it.
            style={{ marginBottom: 4, maxWidth: '100%', whiteSpace: 'normal' }}
          >
            <span>{slices[chartId]?.slice_name ?? chartId}: </span>
            <strong>{shown(state?.label ?? state?.value)}</strong>
            <Button
              size="small"
              type="text"
              aria-label="Remove cross-filter"
              data-test="remove-cross-filter"
              onClick={() => onApplyMasks({ [String(chartId)]: CLEARED })}
            >
              ×
            </Button>
          </Tag>
        );
      })}
    </div>
  );
}
