/** The builder pane beside the edit grid: layout elements and saved charts to drag in. Sticky, scrolling on its own. */
import { Tabs } from 'antd';
import { LayoutElementsList } from './LayoutElementsList';
import { SavedChartsList } from './SavedChartsList';

const BUILDER_PANE_WIDTH = 374;

export function BuilderPane() {
  return (
    <aside
      data-test="dashboard-builder-pane"
      style={{
        width: BUILDER_PANE_WIDTH,
        flex: 'none',
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        maxHeight: '100vh',
        overflowY: 'auto',
        padding: '0 16px 16px',
        boxSizing: 'border-box',
        background: '#fafafa',
        borderLeft: '1px solid #e0e0e0',
      }}
    >
      <Tabs
        items={[
          { key: 'layout', label: 'Layout elements', children: <LayoutElementsList /> },
          { key: 'charts', label: 'Charts', children: <SavedChartsList /> },
        ]}
      />
    </aside>
  );
}
