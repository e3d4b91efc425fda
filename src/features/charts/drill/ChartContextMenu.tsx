/**
 * The chart's right-click menu, opened where the pointer was: 'Drill to detail', 'Drill to detail
 * by' (the point's values) and 'Drill by' (the dataset's other groupable columns). Disabled entries
 * say why in a tooltip.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Dropdown, Tooltip, type MenuProps } from 'antd';
import { useMemo } from 'react';
import type { DatasourceColumn } from '../../../api/datasourceTypes';
import {
  DRILL_BY,
  DRILL_TO_DETAIL,
  DRILL_TO_DETAIL_BY,
  drillToDetailByChoices,
  NO_COLUMNS_FOUND,
  type DrillMenuModel,
} from './drillMenuRules';
import { columnDisplayName } from './drillRules';
import type { DrillFilter } from './drillTypes';
import './ChartContextMenu.css';

type MenuItems = NonNullable<MenuProps['items']>;

const SUBMENU_CLASS = 'tessera-chart-context-submenu';

interface ChartContextMenuProps {
  clientX: number;
  clientY: number;
  model: DrillMenuModel;
  drillByColumns: readonly DatasourceColumn[];
  onDrillToDetail: (filters: DrillFilter[]) => void;
  onDrillBy: (column: string) => void;
  onClose: () => void;
}

function disabledLabel(text: string, reason: string) {
  return (
    <span>
      {text}{' '}
      <Tooltip title={reason}>
        <InfoCircleOutlined aria-label={reason} />
      </Tooltip>
    </span>
  );
}

function menuItems(
  model: DrillMenuModel,
  columns: readonly DatasourceColumn[],
  onDrillToDetail: (filters: DrillFilter[]) => void,
  onDrillBy: (column: string) => void,
): MenuItems {
  const items: MenuItems = [];
  const { drillToDetail, drillToDetailBy, drillBy } = model;
  if (drillToDetail) {
    items.push(
      drillToDetail.disabledReason
        ? {
            key: 'drill-to-detail',
            disabled: true,
            label: disabledLabel(DRILL_TO_DETAIL, drillToDetail.disabledReason),
          }
        : { key: 'drill-to-detail', label: DRILL_TO_DETAIL, onClick: () => onDrillToDetail([]) },
    );
  }
  if (drillToDetailBy) {
    items.push(
      drillToDetailBy.disabledReason
        ? {
            key: 'drill-to-detail-by',
            disabled: true,
            label: disabledLabel(DRILL_TO_DETAIL_BY, drillToDetailBy.disabledReason),
          }
        : {
            key: 'drill-to-detail-by',
            label: DRILL_TO_DETAIL_BY,
            popupClassName: SUBMENU_CLASS,
            children: drillToDetailByChoices(drillToDetailBy.filters).map((choice, index) => ({
              key: `drill-detail-filter-${index}`,
              label: choice.label,
              onClick: () => onDrillToDetail(choice.filters),
            })),
          },
    );
  }
  if (drillBy) {
    items.push(
      drillBy.disabledReason
        ? { key: 'drill-by', disabled: true, label: disabledLabel(DRILL_BY, drillBy.disabledReason) }
        : {
            key: 'drill-by',
            label: DRILL_BY,
            popupClassName: SUBMENU_CLASS,
            children:
              columns.length > 0
                ? columns.map((column) => ({
                    key: `drill-by-item-${column.column_name}`,
                    label: columnDisplayName(column),
                    onClick: () => onDrillBy(column.column_name),
                  }))
                : [{ key: 'no-drill-by-columns-found', disabled: true, label: NO_COLUMNS_FOUND }],
          },
    );
  }
  return items;
}

export function ChartContextMenu({
  clientX,
  clientY,
  model,
  drillByColumns,
  onDrillToDetail,
  onDrillBy,
  onClose,
}: ChartContextMenuProps) {
  const items = useMemo(
    () => menuItems(model, drillByColumns, onDrillToDetail, onDrillBy),
    [model, drillByColumns, onDrillToDetail, onDrillBy],
  );
  if (items.length === 0) return null;
  return (
    <Dropdown
      open
      menu={{ items, onClick: onClose }}
      trigger={['contextMenu']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div
        data-testid="chart-context-menu-anchor"
        style={{ position: 'fixed', left: clientX, top: clientY, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
