/**
 * The 'Scoping' tab: a checkable tree of the dashboard's tabs and charts. Checking and unchecking
 * nodes sets the filter's scope (roots and excluded charts) by the rule in configFormScope.
 */
import { useMemo, type ReactNode } from 'react';
import { Tree } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { checkedKeysFromScope, scopeFromCheckedKeys, scopeTree, type ScopeTreeNode } from '../../rules/configFormScope';
import type { FilterScope } from '../../rules/filterTypes';
import type { ScopeLayout } from '../../rules/scope';

const INCOMPATIBLE_CHART = "This chart might be incompatible with the filter (datasets don't match)";

interface TreeDataNode {
  key: string;
  title: ReactNode;
  children: TreeDataNode[];
}

interface ScopeTreeProps {
  scope: FilterScope;
  layout: ScopeLayout;
  charts: { id: number; sliceName: string; datasetId: number | null }[];
  /** The filter's dataset; charts on another one are flagged. */
  datasetId: number | undefined;
  onChange(scope: FilterScope): void;
}

export function ScopeTree({ scope, layout, charts, datasetId, onChange }: ScopeTreeProps) {
  const treeData = useMemo(() => {
    const datasetOf = new Map(charts.map((chart) => [chart.id, chart.datasetId]));
    const toData = (node: ScopeTreeNode): TreeDataNode => {
      const chartDataset = node.chartId === undefined ? undefined : datasetOf.get(node.chartId);
      const mismatch = datasetId !== undefined && chartDataset !== undefined && chartDataset !== datasetId;
      return {
        key: node.key,
        title: mismatch ? (
          <span title={INCOMPATIBLE_CHART}>
            {node.title} <WarningOutlined aria-label={INCOMPATIBLE_CHART} />
          </span>
        ) : (
          node.title
        ),
        children: node.children.map(toData),
      };
    };
    return [toData(scopeTree(layout, charts))];
  }, [layout, charts, datasetId]);
  const checkedKeys = useMemo(() => checkedKeysFromScope(scope, layout), [scope, layout]);
  return (
    <div data-test="filter-scope-tree">
      <Tree
        checkable
        defaultExpandAll
        selectable={false}
        treeData={treeData}
        checkedKeys={checkedKeys}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange(scopeFromCheckedKeys(keys.map(String), layout));
        }}
      />
    </div>
  );
}
