/** The right side of the cross-filter scoping modal: the checkable tree of the shown scope. */
import { Tree, Typography } from 'antd';
import { useMemo } from 'react';
import type { FilterScope } from '../../rules/filterTypes';
import type { ScopeLayout } from '../../rules/scope';
import { checkedChartKeys, scopeFromCheckedKeys, scopeTreeData } from './scopeTree';

interface ScopingTreePanelProps {
  layout: ScopeLayout;
  chartNames: ReadonlyMap<number, string>;
  /** The chart whose scope this is; null: the global scope. */
  chartId: number | null;
  scope: FilterScope;
  onChange(scope: FilterScope): void;
}

const GLOBAL_HINT =
  'Select the charts to which you want to apply cross-filters in this dashboard. Deselecting a chart will exclude it from being filtered when applying cross-filters from any chart on the dashboard.';
const CHART_HINT = 'Select the charts to which you want to apply cross-filters when interacting with this chart.';

export function ScopingTreePanel({ layout, chartNames, chartId, scope, onChange }: ScopingTreePanelProps) {
  const treeData = useMemo(() => scopeTreeData(layout, chartNames, chartId), [layout, chartNames, chartId]);
  const checkedKeys = useMemo(() => checkedChartKeys(layout, scope, chartId), [layout, scope, chartId]);
  return (
    <div data-test="cross-filter-scoping-tree">
      <Typography.Paragraph type="secondary">{chartId === null ? GLOBAL_HINT : CHART_HINT}</Typography.Paragraph>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checkedKeys}
        onCheck={(checked) => {
          // Without checkStrictly antd answers the checked keys as a plain list.
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange(scopeFromCheckedKeys(layout, keys, chartId));
        }}
      />
    </div>
  );
}
