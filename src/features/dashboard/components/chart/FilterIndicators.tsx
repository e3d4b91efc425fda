/**
 * A chart's filter indicator: how many native filters and cross-filters narrow it, and on hover
 * which ones with their values, and which in its scope do not apply to its dataset.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Popover, Tag } from 'antd';
import { memo, useMemo } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { chartFilterIndicatorsText, type ChartFilterIndicator } from '../../state/chartFilters';

function IndicatorSection({
  title,
  indicators,
  test,
}: {
  title: string;
  indicators: ChartFilterIndicator[];
  test: string;
}) {
  if (!indicators.length) return null;
  return (
    <div data-test={test} style={{ marginBottom: 8 }}>
      <div style={{ fontWeight: 600 }}>
        {title} ({indicators.length})
      </div>
      {indicators.map((indicator) => (
        <div key={indicator.id} data-test="filter-indicator" data-filter-id={indicator.id}>
          {indicator.name}
          {indicator.value ? `: ${indicator.value}` : ''}
        </div>
      ))}
    </div>
  );
}

// Memoised: its chart's holder renders with every status change of the chart; this only with its filters.
export const FilterIndicators = memo(function FilterIndicators({ chartId }: { chartId: number }) {
  const text = useAppSelector((state) => chartFilterIndicatorsText(state, chartId));
  const indicators = useMemo(() => JSON.parse(text) as ChartFilterIndicator[], [text]);
  const applied = indicators.filter((indicator) => indicator.status === 'applied');
  const incompatible = indicators.filter((indicator) => indicator.status === 'incompatible');
  if (!applied.length && !incompatible.length) return null;
  const content = (
    <div data-test="filter-indicators-details" style={{ maxWidth: 320 }}>
      <IndicatorSection
        title="Applied filters"
        indicators={applied.filter((indicator) => indicator.kind === 'native')}
        test="applied-filters"
      />
      <IndicatorSection
        title="Applied cross-filters"
        indicators={applied.filter((indicator) => indicator.kind === 'cross')}
        test="applied-cross-filters"
      />
      <IndicatorSection title="Not applicable" indicators={incompatible} test="incompatible-filters" />
    </div>
  );
  return (
    <Popover content={content} placement="bottomRight">
      <Tag
        data-test="filter-indicators"
        data-applied={applied.length}
        color={applied.length ? 'blue' : undefined}
        style={{ cursor: 'default', marginInlineEnd: 0 }}
        aria-label={`${applied.length} filters applied`}
      >
        <FilterOutlined /> {applied.length}
      </Tag>
    </Popover>
  );
});
