import { render, waitFor } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChartCrossFilter, CrossFilterMask } from '../../../../src/features/charts';
import EChartsRenderer from '../../../../src/features/charts/components/EChartsRenderer';
import { groupbyCrossFilterMask } from '../../../../src/features/charts/crossFilterRules';

interface DrawnProps {
  option: EChartsCoreOption;
  onEvents: Record<string, (params: unknown) => void>;
}
const drawn: { props: DrawnProps | null } = { props: null };

// ECharts itself is not under test: the stand-in keeps what the renderer hands it.
vi.mock('echarts-for-react/esm/core', () => ({
  default: function EChartsStandIn(props: DrawnProps) {
    drawn.props = props;
    return <div data-testid="echarts" />;
  },
}));

const option = { series: [{ type: 'pie', data: [{ name: 'EMEA', value: 1 }] }] };
const emea = groupbyCrossFilterMask(['region'], ['EMEA'], 'EMEA');
const crossFilterOf = (datum: { name?: string }) => (datum.name === 'EMEA' ? emea : null);

async function draw(crossFilter?: ChartCrossFilter) {
  drawn.props = null;
  render(
    <EChartsRenderer
      option={option}
      width={400}
      height={300}
      crossFilterOf={crossFilterOf}
      crossFilter={crossFilter}
    />,
  );
  // The renderer loads ECharts' chart kinds first: slow on a busy machine.
  await waitFor(() => expect(drawn.props).not.toBeNull(), { timeout: 20_000 });
  return drawn.props!;
}

describe('EChartsRenderer cross-filters', () => {
  it('with a host: pointer cursor, a click emits the item’s filter, the selected item’s click the clear', async () => {
    const emitted: CrossFilterMask[] = [];
    const props = await draw({ filterState: undefined, emit: (mask) => emitted.push(mask) });
    expect((props.option as typeof option & { series: { cursor: string }[] }).series[0]!.cursor).toBe('pointer');
    props.onEvents.click!({ name: 'EMEA' });
    props.onEvents.click!({ name: 'elsewhere' });
    expect(emitted).toEqual([emea]);

    const selected = await draw({ filterState: emea.filterState, emit: (mask) => emitted.push(mask) });
    selected.onEvents.click!({ name: 'EMEA' });
    expect(emitted[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('without a host (Explore): default cursor and clicks do nothing', async () => {
    const props = await draw();
    expect((props.option as typeof option & { series: { cursor: string }[] }).series[0]!.cursor).toBe('default');
    expect(() => props.onEvents.click!({ name: 'EMEA' })).not.toThrow();
  });
});
