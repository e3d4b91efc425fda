/**
 * The dashboard in edit mode (its own chunk, with react-dnd): the same grid components, each in its
 * edit frame, with the builder pane on the right and the drop indicator over the page. Drag and drop
 * exists only inside this provider; a focused component also moves, resizes and goes from the
 * keyboard, announced to screen readers.
 */
import { useEffect, useMemo, useRef } from 'react';
import { DndProvider } from 'react-dnd';
import { useStore } from 'react-redux';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import {
  GridSettingsContext,
  type GridDisplayOptions,
  type GridEditing,
  type GridSettings,
} from '../components/grid/gridContext';
import { FALLBACK_GRID_WIDTH, RootChildren } from '../components/grid/LayoutItem';
import { LayoutAnnouncer } from '../components/editing/LayoutAnnouncer';
import { useContainerWidth } from '../hooks/useContainerWidth';
import { useKeyboardLayoutMoves } from '../hooks/useKeyboardLayoutMoves';
import { TAB_TYPE } from '../layout/layoutConstants';
import { applyLayoutEdit } from '../state/layoutEditing';
import { BuilderPane } from './BuilderPane';
import { ComponentFrame } from './ComponentFrame';
import { DropArea, RootDropStrip } from './DropArea';
import { DropIndicator } from './DropIndicator';
import { DropSession, DropSessionContext } from './dropSession';
import { TabTitle } from './TabTitle';
import './editMode.css';

function useGridEditing(): GridEditing {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return useMemo(
    () => ({
      ComponentFrame,
      DropArea,
      TabTitle,
      addTab: (tabsId: string) => {
        const index = store.getState().dashboardLayout.present[tabsId]?.children.length ?? 0;
        dispatch(applyLayoutEdit({ kind: 'create', type: TAB_TYPE, parentId: tabsId, index }));
      },
      removeTab: (tabId: string) => {
        dispatch(applyLayoutEdit({ kind: 'delete', componentId: tabId }));
      },
    }),
    [dispatch, store],
  );
}

export default function EditDashboardGrid({
  hideTabs,
  hideChartControls,
  escapeMarkdownHtml,
  permissions,
}: GridDisplayOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const gridWidthPx = useContainerWidth(ref, FALLBACK_GRID_WIDTH);
  const editing = useGridEditing();
  const { announcement } = useKeyboardLayoutMoves(ref);
  const session = useMemo(() => new DropSession(), []);
  useEffect(() => session.listen(window), [session]);
  const settings: GridSettings = useMemo(
    () => ({ gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions, editing }),
    [gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions, editing],
  );
  return (
    <DndProvider backend={HTML5Backend}>
      <DropSessionContext.Provider value={session}>
        <div data-test="dashboard-edit-mode" style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <div ref={ref} data-test="dashboard-grid" data-edit-mode="true" style={{ flex: 1, minWidth: 0 }}>
            <GridSettingsContext.Provider value={settings}>
              <RootDropStrip />
              <RootChildren />
            </GridSettingsContext.Provider>
          </div>
          <BuilderPane />
        </div>
        <LayoutAnnouncer announcement={announcement} />
        <DropIndicator />
      </DropSessionContext.Provider>
    </DndProvider>
  );
}
