import { render, waitFor } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';
import EChartsRenderer from '../../../../src/features/charts/components/EChartsRenderer';
import type { ChartContextMenuRequest, DrillPoint } from '../../../../src/features/charts/drill/drillTypes';

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
const emea: DrillPoint = {
  drillToDetail: [{ col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' }],
};
const drillPointOf = (datum: { name?: string }) => (datum.name === 'EMEA' ? emea : null);

async function draw(onContextMenu?: (request: ChartContextMenuRequest) => void) {
  drawn.props = null;
  render(
    <EChartsRenderer
      option={option}
      width={400}
      height={300}
      drillPointOf={drillPointOf}
      onContextMenu={onContextMenu}
    />,
  );
  // The renderer loads ECharts' chart kinds first: slow on a busy machine.
  await waitFor(() => expect(drawn.props).not.toBeNull(), { timeout: 20_000 });
  return drawn.props!;
}

function pointerAt(clientX: number, clientY: number) {
  return { clientX, clientY, preventDefault: vi.fn() };
}

describe('EChartsRenderer right-clicks', () => {
  it("opens the host's menu where the pointer is, with the item's point, and keeps the browser's menu away", async () => {
    const requests: ChartContextMenuRequest[] = [];
    const props = await draw((request) => requests.push(request));
    const pointer = pointerAt(40, 50);
    props.onEvents.contextmenu!({ name: 'EMEA', event: { event: pointer } });
    props.onEvents.contextmenu!({ name: 'elsewhere', event: { event: pointerAt(1, 2) } });
    expect(requests).toEqual([
      { clientX: 40, clientY: 50, point: emea },
      { clientX: 1, clientY: 2, point: null },
    ]);
    expect(pointer.preventDefault).toHaveBeenCalled();
  });

  it('without a host that drills, a right-click is left to the browser', async () => {
    const props = await draw();
    const pointer = pointerAt(40, 50);
    props.onEvents.contextmenu!({ name: 'EMEA', event: { event: pointer } });
    expect(pointer.preventDefault).not.toHaveBeenCalled();
  });
});
