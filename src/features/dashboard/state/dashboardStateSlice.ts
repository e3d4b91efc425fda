/**
 * The dashboard page's state besides its layout (spec charts §3 "Dashboard state"): what was
 * loaded (info, charts by id, datasets by uid), the open tabs, the refresh frequency, the chart
 * shown full size, the focused chart, and which charts have queried since the load (so none is
 * fetched twice). In edit mode: the unsaved-changes flag and the undo-limit flags (reference §4.4),
 * the layout as last loaded or saved (what Discard returns to), and whether a save is under way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardChart, DashboardInfo } from '../../../api/dashboards';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ClientError } from '../../../api/types';
import type { DashboardLayout } from '../dashboardLayoutSlice';

type DashboardLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface DashboardState {
  loadStatus: DashboardLoadStatus;
  /** The id or slug being loaded or shown. */
  idOrSlug: string | null;
  loadError: ClientError | null;
  info: DashboardInfo | null;
  slices: Record<number, DashboardChart>;
  datasources: Record<string, DatasourceMeta>;
  sliceIds: number[];
  isPublished: boolean;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  /** More edits than the undo history holds: undoing everything no longer reaches the saved layout. */
  maxUndoHistoryExceeded: boolean;
  /** The undo-slots warning was shown in this edit session (it is shown once). */
  undoLimitWarned: boolean;
  /** The layout as last loaded or saved. */
  savedLayout: DashboardLayout | null;
  /** The dashboard's fields when edit mode began: Discard returns to them, undo compares with them. */
  infoBeforeEdit: DashboardInfo | null;
  saving: boolean;
  /** Seconds between automatic refreshes; 0 is off. */
  refreshFrequency: number;
  activeTabs: string[];
  /** The layout id to scroll to once shown (URL anchor, permalink anchor, focused chart). */
  anchor: string | null;
  focusedChartId: number | null;
  fullSizeChartId: number | null;
  queriedChartIds: Record<number, true>;
  lastRefreshTime: number;
}

export const initialDashboardState: DashboardState = {
  loadStatus: 'idle',
  idOrSlug: null,
  loadError: null,
  info: null,
  slices: {},
  datasources: {},
  sliceIds: [],
  isPublished: false,
  editMode: false,
  hasUnsavedChanges: false,
  maxUndoHistoryExceeded: false,
  undoLimitWarned: false,
  savedLayout: null,
  infoBeforeEdit: null,
  saving: false,
  refreshFrequency: 0,
  activeTabs: [],
  anchor: null,
  focusedChartId: null,
  fullSizeChartId: null,
  queriedChartIds: {},
  lastRefreshTime: 0,
};

interface DashboardLoadedPayload {
  info: DashboardInfo;
  charts: DashboardChart[];
  datasets: DatasourceMeta[];
  activeTabs: string[];
  anchor: string | null;
  focusedChartId: number | null;
}

interface DashboardSavedPayload {
  info: Partial<DashboardInfo>;
  layout: DashboardLayout;
}

/** Nothing unsaved and a fresh undo budget: on entering edit mode, saving or discarding. */
function clearEditFlags(state: DashboardState) {
  state.hasUnsavedChanges = false;
  state.maxUndoHistoryExceeded = false;
  state.undoLimitWarned = false;
}

const dashboardStateSlice = createSlice({
  name: 'dashboardState',
  initialState: initialDashboardState,
  reducers: {
    dashboardLoadStarted(_state, action: PayloadAction<string>) {
      return { ...initialDashboardState, loadStatus: 'loading', idOrSlug: action.payload };
    },
    dashboardLoaded(state, action: PayloadAction<DashboardLoadedPayload>) {
      const { info, charts, datasets, activeTabs, anchor, focusedChartId } = action.payload;
      state.loadStatus = 'loaded';
      state.info = info;
      state.slices = Object.fromEntries(charts.map((chart) => [chart.id, chart]));
      state.datasources = Object.fromEntries(datasets.map((dataset) => [dataset.uid, dataset]));
      state.sliceIds = charts.map((chart) => chart.id);
      state.isPublished = info.published;
      state.refreshFrequency = Number(info.metadata.refresh_frequency) || 0;
      state.activeTabs = activeTabs;
      state.anchor = anchor;
      state.focusedChartId = focusedChartId;
      state.queriedChartIds = {};
    },
    dashboardLoadFailed(state, action: PayloadAction<ClientError>) {
      state.loadStatus = 'failed';
      state.loadError = action.payload;
    },
    /** Published or draft, after the server accepted the change. */
    publishedChanged(state, action: PayloadAction<boolean>) {
      state.isPublished = action.payload;
      if (state.info) state.info.published = action.payload;
    },
    /** Title, slug or other properties saved elsewhere (the properties modal). */
    dashboardInfoChanged(state, action: PayloadAction<Partial<DashboardInfo>>) {
      if (state.info) Object.assign(state.info, action.payload);
    },
    refreshFrequencyChanged(state, action: PayloadAction<number>) {
      state.refreshFrequency = Math.max(0, action.payload);
    },
    tabsActivated(state, action: PayloadAction<string[]>) {
      state.activeTabs = action.payload;
    },
    anchorHandled(state) {
      state.anchor = null;
    },
    focusedChartChanged(state, action: PayloadAction<number | null>) {
      state.focusedChartId = action.payload;
    },
    fullSizeChartChanged(state, action: PayloadAction<number | null>) {
      state.fullSizeChartId = action.payload;
    },
    chartQueried(state, action: PayloadAction<number>) {
      state.queriedChartIds[action.payload] = true;
    },
    dashboardRefreshed(state, action: PayloadAction<number>) {
      state.lastRefreshTime = action.payload;
    },
    /** Charts dragged in from the builder pane, so the grid can show them. */
    slicesAdded(state, action: PayloadAction<DashboardChart[]>) {
      for (const chart of action.payload) {
        if (!state.sliceIds.includes(chart.id)) state.sliceIds.push(chart.id);
        state.slices[chart.id] = chart;
      }
    },
    /** Datasets of charts added in edit mode that the dashboard did not use yet. */
    datasourcesAdded(state, action: PayloadAction<DatasourceMeta[]>) {
      for (const dataset of action.payload) state.datasources[dataset.uid] = dataset;
    },
    savedLayoutRecorded(state, action: PayloadAction<DashboardLayout>) {
      state.savedLayout = action.payload;
    },
    /** Entering edit mode starts an edit session with nothing unsaved. */
    editModeChanged(state, action: PayloadAction<boolean>) {
      state.editMode = action.payload;
      if (action.payload) clearEditFlags(state);
      state.infoBeforeEdit = action.payload ? state.info : null;
    },
    unsavedChangesChanged(state, action: PayloadAction<boolean>) {
      state.hasUnsavedChanges = action.payload;
    },
    maxUndoHistoryExceededChanged(state, action: PayloadAction<boolean>) {
      state.maxUndoHistoryExceeded = action.payload;
    },
    undoLimitWarningShown(state) {
      state.undoLimitWarned = true;
    },
    dashboardSaveStarted(state) {
      state.saving = true;
    },
    dashboardSaveFailed(state) {
      state.saving = false;
    },
    dashboardSaved(state, action: PayloadAction<DashboardSavedPayload>) {
      const { info, layout } = action.payload;
      if (state.info) Object.assign(state.info, info);
      if (info.published !== undefined) state.isPublished = info.published;
      state.savedLayout = layout;
      state.saving = false;
      state.editMode = false;
      state.infoBeforeEdit = null;
      clearEditFlags(state);
    },
    /** Edit mode left without saving: the title, CSS and properties changed in it are undone too. */
    editsDiscarded(state) {
      state.editMode = false;
      if (state.infoBeforeEdit) state.info = state.infoBeforeEdit;
      if (state.info) state.refreshFrequency = Number(state.info.metadata.refresh_frequency) || 0;
      state.infoBeforeEdit = null;
      clearEditFlags(state);
    },
  },
});

export const {
  dashboardLoadStarted,
  dashboardLoaded,
  dashboardLoadFailed,
  publishedChanged,
  dashboardInfoChanged,
  refreshFrequencyChanged,
  tabsActivated,
  anchorHandled,
  fullSizeChartChanged,
  chartQueried,
  dashboardRefreshed,
  slicesAdded,
  datasourcesAdded,
  savedLayoutRecorded,
  editModeChanged,
  unsavedChangesChanged,
  maxUndoHistoryExceededChanged,
  undoLimitWarningShown,
  dashboardSaveStarted,
  dashboardSaveFailed,
  dashboardSaved,
  editsDiscarded,
} = dashboardStateSlice.actions;

export const dashboardStateReducer = dashboardStateSlice.reducer;
