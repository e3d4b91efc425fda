/**
 * One layout component and, through it, its subtree (reference §3.4). Containers live in this file
 * because they render each other: a grid or tab holds rows, headers, dividers and tabs; a row lays
 * its children side by side at their widths; a column stacks its children at its own width; tabs
 * render only the open tab (a hidden tab's charts neither render nor query). In edit mode each
 * component is wrapped in the edit frame the grid settings carry, and tabs can be added and removed.
 */
import { Tabs } from 'antd';
import { memo } from 'react';
import { shallowEqual, useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { LOG_ACTIONS_SELECT_DASHBOARD_TAB, logEvent } from '../../../logging';
import type { LayoutComponent } from '../../dashboardLayoutSlice';
import { componentHeightPx, componentWidthPx, metaWidth } from '../../layout/gridGeometry';
import {
  BACKGROUND_WHITE,
  CHART_TYPE,
  COLUMN_TYPE,
  DIVIDER_TYPE,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  GRID_TYPE,
  HEADER_TYPE,
  MARKDOWN_TYPE,
  ROOT_ID,
  ROOT_TYPE,
  ROW_TYPE,
  TAB_TYPE,
  TABS_TYPE,
} from '../../layout/layoutConstants';
import { activeTabOf, withTabsOpened } from '../../layout/layoutQueries';
import { tabsActivated } from '../../state/dashboardStateSlice';
import { ChartHolder } from '../chart/ChartHolder';
import { DividerView } from './DividerView';
import { useGridSettings } from './gridContext';
import { HeaderView } from './HeaderView';
import { MarkdownView } from './MarkdownView';

/** The width assumed before the grid is measured (and in tests, where nothing has a size). */
export const FALLBACK_GRID_WIDTH = 1200;
const NO_CHILDREN: string[] = [];

interface ItemProps {
  id: string;
  /** The columns this component may span: 12 in a grid or tab, the column's width inside a column. */
  availableColumns: number;
  parentId: string;
  parentType: string;
}

function useComponent(id: string): LayoutComponent | undefined {
  return useAppSelector((state) => state.dashboardLayout.present[id]);
}

function background(component: LayoutComponent): string {
  return component.meta.background === BACKGROUND_WHITE ? '#fff' : 'transparent';
}

/** Rows, headers, dividers and tabs stacked at full width (the grid, a tab). */
function ContainerChildren({ id }: { id: string }) {
  const component = useComponent(id);
  const { editing } = useGridSettings();
  const children = (component?.children ?? []).map((childId) => (
    <LayoutItem key={childId} id={childId} availableColumns={GRID_COLUMN_COUNT} parentId={id} parentType={GRID_TYPE} />
  ));
  return editing ? <editing.DropArea containerId={id}>{children}</editing.DropArea> : <>{children}</>;
}

function RowView({ component, availableColumns }: { component: LayoutComponent; availableColumns: number }) {
  return (
    <div
      id={component.id}
      data-test="dashboard-row"
      style={{
        display: 'flex',
        flexWrap: 'nowrap',
        alignItems: 'flex-start',
        gap: GRID_GUTTER_SIZE,
        marginBottom: GRID_GUTTER_SIZE,
        background: background(component),
      }}
    >
      {component.children.map((childId) => (
        <LayoutItem
          key={childId}
          id={childId}
          availableColumns={availableColumns}
          parentId={component.id}
          parentType={ROW_TYPE}
        />
      ))}
    </div>
  );
}

function ColumnView({ component, availableColumns }: { component: LayoutComponent; availableColumns: number }) {
  const { gridWidthPx } = useGridSettings();
  const columns = Math.min(metaWidth(component.meta, GRID_DEFAULT_CHART_WIDTH), availableColumns);
  return (
    <div
      id={component.id}
      data-test="dashboard-column"
      style={{
        width: componentWidthPx(columns, gridWidthPx),
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: GRID_GUTTER_SIZE,
        background: background(component),
      }}
    >
      {component.children.map((childId) => (
        <LayoutItem
          key={childId}
          id={childId}
          availableColumns={columns}
          parentId={component.id}
          parentType={COLUMN_TYPE}
        />
      ))}
    </div>
  );
}

function TabsView({ component }: { component: LayoutComponent }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // Only this component's tabs and its open tab: another part of the layout changing must not
  // re-render the tabs and everything in them.
  const tabs = useAppSelector(
    (state) =>
      component.children.flatMap((tabId) => {
        const tab = state.dashboardLayout.present[tabId];
        return tab?.type === TAB_TYPE ? [tab] : [];
      }),
    shallowEqual,
  );
  const activeKey = useAppSelector((state) =>
    activeTabOf(state.dashboardLayout.present, component.id, state.dashboardState.activeTabs),
  );
  const { hideTabs, editing } = useGridSettings();
  const topLevel = component.parents?.length === 1 && component.parents[0] === ROOT_ID;
  const openTab = (tabId: string) => {
    const { dashboardLayout, dashboardState } = store.getState();
    dispatch(tabsActivated(withTabsOpened(dashboardLayout.present, dashboardState.activeTabs, [tabId])));
    dispatch(
      logEvent(LOG_ACTIONS_SELECT_DASHBOARD_TAB, { target_id: tabId, index: component.children.indexOf(tabId) }),
    );
  };
  return (
    <div id={component.id} data-test="dashboard-tabs" style={{ marginBottom: GRID_GUTTER_SIZE }}>
      <Tabs
        activeKey={activeKey}
        onChange={openTab}
        renderTabBar={hideTabs && topLevel && !editing ? () => <></> : undefined}
        type={editing ? 'editable-card' : undefined}
        onEdit={
          editing
            ? (tabId, action) => {
                if (action === 'add') editing.addTab(component.id);
                else if (typeof tabId === 'string') editing.removeTab(tabId);
              }
            : undefined
        }
        items={tabs.map((tab) => {
          const tabId = tab.id;
          return {
            key: tabId,
            label: editing ? (
              <editing.TabTitle tab={tab} active={tabId === activeKey} />
            ) : (
              String(tab.meta.text || tab.meta.defaultText || '')
            ),
            children: (
              <div id={tabId} data-test="dashboard-tab">
                <ContainerChildren id={tabId} />
              </div>
            ),
          };
        })}
      />
    </div>
  );
}

/** Memoised: a layout edit re-renders the components it changed, not their unchanged siblings. */
const LayoutItem = memo(function LayoutItem({ id, availableColumns, parentId, parentType }: ItemProps) {
  const component = useComponent(id);
  const { gridWidthPx, escapeMarkdownHtml, editing } = useGridSettings();
  if (!component) return null;
  // Charts and markdown fill a column; in a row they take their own width.
  const ownColumns =
    parentType === COLUMN_TYPE
      ? availableColumns
      : Math.min(metaWidth(component.meta, GRID_DEFAULT_CHART_WIDTH), availableColumns);
  const widthPx = componentWidthPx(ownColumns, gridWidthPx);
  const heightPx = componentHeightPx(Number(component.meta.height) || GRID_DEFAULT_CHART_HEIGHT);
  const view = componentView(component, availableColumns, widthPx, heightPx, escapeMarkdownHtml);
  if (!editing || component.type === GRID_TYPE) return view;
  return (
    <editing.ComponentFrame
      component={component}
      parentId={parentId}
      parentType={parentType}
      widthPx={widthPx}
      heightPx={heightPx}
    >
      {view}
    </editing.ComponentFrame>
  );
});

function componentView(
  component: LayoutComponent,
  availableColumns: number,
  widthPx: number,
  heightPx: number,
  escapeMarkdownHtml: boolean,
) {
  switch (component.type) {
    case ROW_TYPE:
      return <RowView component={component} availableColumns={availableColumns} />;
    case COLUMN_TYPE:
      return <ColumnView component={component} availableColumns={availableColumns} />;
    case TABS_TYPE:
      return <TabsView component={component} />;
    case GRID_TYPE:
    case TAB_TYPE:
      return <ContainerChildren id={component.id} />;
    case HEADER_TYPE:
      return <HeaderView component={component} />;
    case DIVIDER_TYPE:
      return <DividerView component={component} />;
    case MARKDOWN_TYPE:
      return (
        <MarkdownView component={component} widthPx={widthPx} heightPx={heightPx} escapeHtml={escapeMarkdownHtml} />
      );
    case CHART_TYPE:
      return <ChartHolder component={component} widthPx={widthPx} heightPx={heightPx} />;
    default:
      // DYNAMIC and unknown types: plugin components this app does not have; keep their place.
      return <div id={component.id} style={{ width: widthPx, flex: 'none' }} />;
  }
}

/** What the root holds: the grid, or the top-level tabs. */
export function RootChildren() {
  const rootChildren = useAppSelector((state) => state.dashboardLayout.present[ROOT_ID]?.children) ?? NO_CHILDREN;
  return (
    <>
      {rootChildren.map((childId) => (
        <LayoutItem
          key={childId}
          id={childId}
          availableColumns={GRID_COLUMN_COUNT}
          parentId={ROOT_ID}
          parentType={ROOT_TYPE}
        />
      ))}
    </>
  );
}
