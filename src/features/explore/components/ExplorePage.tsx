/**
 * /explore/ (and /explore/p/<key>): dataset panel, control panel and the chart with its actions
 * (save, favourite, share, download CSV / image, view query, results and samples); with
 * `?standalone=1|true`, the chart alone.
 */
import { Alert, Button, Dropdown, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { downloadChartDataCsv } from '../../../api/chartData';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  COPY_SUCCESS_MESSAGE,
  COPY_UNSUPPORTED_MESSAGE,
  copyTextToClipboard,
} from '../../../components/CopyToClipboard';
import { ChartContainer, getChartPlugin, type EChartsRendererHandle, type ControlConfig } from '../../charts';
import { LOG_ACTIONS_CHANGE_EXPLORE_CONTROLS, LOG_ACTIONS_MOUNT_EXPLORER, logEvent } from '../../logging';
import { addDangerToast, addSuccessToast } from '../../toasts';
import { useReportMenu } from '../../reports';
import { carryOverFormData } from '../controls/controlPanelDefaults';
import { validateFormData } from '../controls/validation';
import { controlChanged, exploreChartId, vizTypeChanged } from '../exploreSlice';
import { useExplorePermissions } from '../useExplorePermissions';
import { exploreParamsFromUrl, loadExplore } from '../thunks/loadExplore';
import { isStandaloneExploreUrl } from '../url/exploreUrlFlags';
import { exploreUrlOverrides } from '../url/exploreUrlOverrides';
import { exploreLoadSignature, noteOwnAddressRewrite, takePrefetchedExploreLoad } from '../thunks/prefetchExplore';
import { runExploreChart, stopExploreChart } from '../thunks/runExploreChart';
import { saveChart, type SaveChartRequest } from '../thunks/saveChart';
import { createExploreShareLink } from '../thunks/shareExplore';
import { ChartFavoriteStar } from './ChartFavoriteStar';
import { CONTROL_PANEL_STYLE, ControlPanel } from './ControlPanel';
import { ControlsNeededNotice } from './ControlsNeededNotice';
import { DataPane, ViewQueryButton } from './DataPane';
import { DATASOURCE_PANEL_STYLE, DatasourcePanel } from './DatasourcePanel';
import { SaveChartModal } from './SaveChartModal';
import { ChangeDatasetModal } from './ChangeDatasetModal';
import { changeExploreDatasource } from '../thunks/changeDatasource';
import { StandaloneExploreChart } from './StandaloneExploreChart';
import { useElementWidth } from './useElementWidth';
import { DeferredMount } from '../../../components/DeferredMount';

function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function ExplorePage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { key: permalinkKey } = useParams();
  const explore = useAppSelector((state) => state.explore);
  const chartId = exploreChartId(explore);
  const chartStatus = useAppSelector((state) => state.charts[chartId]?.chartStatus ?? null);
  const chartHasResponse = useAppSelector((state) => Boolean(state.charts[chartId]?.queriesResponse?.length));
  const permissions = useExplorePermissions();
  const [saveOpen, setSaveOpen] = useState(false);
  const [changeDatasetOpen, setChangeDatasetOpen] = useState(false);
  const rendererRef = useRef<EChartsRendererHandle>(null);
  const { ref: chartAreaRef, width } = useElementWidth();

  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    const signature = exploreLoadSignature(location.search, permalinkKey);
    // The navigation itself may have started this load (the router's loader).
    if (takePrefetchedExploreLoad(signature)) {
      loadedFor.current = signature;
      return;
    }
    if (
      loadedFor.current !== null &&
      new URLSearchParams(location.search).get('form_data_key') === explore.formDataKey &&
      explore.status === 'ready'
    )
      return;
    if (loadedFor.current === signature) return;
    loadedFor.current = signature;
    void dispatch(
      loadExplore(exploreParamsFromUrl(location.search, permalinkKey), exploreUrlOverrides(location.search)),
    );
    // Only a new address reloads explore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, location.search, permalinkKey]);

  const exploreReady = explore.status === 'ready';
  useEffect(() => {
    if (exploreReady) dispatch(logEvent(LOG_ACTIONS_MOUNT_EXPLORER));
  }, [dispatch, exploreReady]);

  // Keep the address in step with the saved chart and the form-data cache, as Superset does.
  useEffect(() => {
    if (explore.status !== 'ready') return;
    // A chart the address describes (legacy form_data) keeps that address until its form-data key
    // arrives: the dataset alone would open an empty chart on a reload or a late navigation.
    if (!explore.formDataKey && !explore.slice && new URLSearchParams(location.search).has('form_data')) return;
    const params = new URLSearchParams();
    if (explore.formDataKey) params.set('form_data_key', explore.formDataKey);
    if (explore.slice) params.set('slice_id', String(explore.slice.slice_id));
    if (!explore.formDataKey && !explore.slice && explore.datasource) {
      params.set('datasource_type', explore.datasource.type);
      params.set('datasource_id', String(explore.datasource.id));
    }
    // A standalone chart stays standalone (the navigation bar reads the address too).
    if (isStandaloneExploreUrl(location.search))
      params.set('standalone', new URLSearchParams(location.search).get('standalone') ?? '1');
    const search = `?${params.toString()}`;
    if (permalinkKey || location.search === search) return;
    loadedFor.current = `?${search}`;
    noteOwnAddressRewrite(search);
    navigate({ pathname: '/explore/', search }, { replace: true });
  }, [explore.status, explore.formDataKey, explore.slice, explore.datasource, navigate, location.search, permalinkKey]);

  const plugin = getChartPlugin(explore.formData?.viz_type);
  const errors = useMemo(
    () =>
      plugin && explore.formData ? validateFormData(plugin.controlPanel, explore.formData, explore.datasource) : {},
    [plugin, explore.formData, explore.datasource],
  );

  // The schedule entry needs a saved chart: a report is attached to its id.
  const reportMenu = useReportMenu({
    target: explore.slice ? { chartId: explore.slice.slice_id } : null,
    targetName: explore.slice?.slice_name ?? '',
    vizType: explore.formData?.viz_type,
  });

  const onControlChange = useCallback(
    (name: string, value: unknown, config: ControlConfig) => {
      dispatch(logEvent(LOG_ACTIONS_CHANGE_EXPLORE_CONTROLS, { control_name: name }));
      dispatch(controlChanged({ name, value, renderTrigger: config.renderTrigger }));
    },
    [dispatch],
  );
  const onVizTypeChange = (vizType: string) => {
    const next = getChartPlugin(vizType);
    if (!next || !explore.formData) return;
    dispatch(
      vizTypeChanged({
        formData: carryOverFormData(
          explore.formData,
          vizType,
          next.controlPanel,
          explore.datasource,
          explore.formDataByVizType[vizType],
        ),
      }),
    );
  };
  const onSave = (request: SaveChartRequest) => dispatch(saveChart(request));
  const onShare = async () => {
    let url: string;
    try {
      url = await dispatch(createExploreShareLink());
    } catch (error) {
      dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
      return;
    }
    try {
      await copyTextToClipboard(url);
      dispatch(addSuccessToast(COPY_SUCCESS_MESSAGE));
    } catch {
      dispatch(addDangerToast(COPY_UNSUPPORTED_MESSAGE));
    }
  };
  const onDownloadCsv = async () => {
    if (!plugin || !explore.formData) return;
    try {
      const blob = await downloadChartDataCsv(plugin.buildQuery(explore.formData));
      downloadBlob(blob, `${explore.slice?.slice_name ?? 'chart'}.csv`);
    } catch {
      dispatch(addDangerToast('Sorry, an error occurred'));
    }
  };
  const onDownloadImage = () => {
    const dataUrl = rendererRef.current?.getDataURL?.() ?? null;
    if (!dataUrl) {
      dispatch(addDangerToast('This chart cannot be downloaded as an image.'));
      return;
    }
    const link = document.createElement('a');
    link.href = dataUrl;
    link.download = `${explore.slice?.slice_name ?? 'chart'}.png`;
    link.click();
  };

  if (explore.status === 'failed')
    return (
      <Alert type="warning" showIcon title={explore.error ?? 'Explore could not be opened'} style={{ margin: 24 }} />
    );
  if (explore.status !== 'ready' || !explore.formData || !explore.datasource || !plugin)
    return <Spin style={{ margin: 48 }} />;

  const formData = explore.formData;
  const showControlsNeeded = Object.keys(errors).length > 0 && !chartHasResponse && chartStatus !== 'loading';
  if (isStandaloneExploreUrl(location.search))
    return (
      <StandaloneExploreChart
        chartId={chartId}
        formData={formData}
        datasource={explore.datasource}
        panel={plugin.controlPanel}
        errors={errors}
        showControlsNeeded={showControlsNeeded}
      />
    );
  const loading = chartStatus === 'loading';
  // Only what the user's roles allow (spec charts §6): sharing, and downloads with can_csv.
  const menuItems = [
    ...(permissions.canShare ? [{ key: 'share', label: 'Copy permalink to clipboard' }] : []),
    ...(permissions.canDownload
      ? [
          { key: 'csv', label: 'Download CSV' },
          { key: 'image', label: 'Download as image' },
        ]
      : []),
    ...(reportMenu.item ? [reportMenu.item] : []),
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 56px)' }} data-testid="explore-page">
      <header
        style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', borderBottom: '1px solid #eee' }}
      >
        {explore.slice && permissions.canStar ? <ChartFavoriteStar chartId={explore.slice.slice_id} /> : null}
        <Typography.Title level={4} style={{ margin: 0, flex: 1 }} data-testid="chart-title">
          {explore.slice?.slice_name ?? `${plugin.name} — ${explore.datasource.name}`}
        </Typography.Title>
        <Space>
          <ViewQueryButton formData={formData} />
          <Dropdown
            menu={{
              items: menuItems,
              onClick: ({ key }) => {
                if (reportMenu.onMenuClick(key)) return;
                if (key === 'share') void onShare();
                if (key === 'csv') void onDownloadCsv();
                if (key === 'image') onDownloadImage();
              },
            }}
          >
            <Button aria-label="Menu actions trigger">...</Button>
          </Dropdown>
          {permissions.canAdd || permissions.canOverwrite ? (
            <Button type="primary" onClick={() => setSaveOpen(true)}>
              Save
            </Button>
          ) : null}
        </Space>
      </header>
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <DeferredMount
          placeholder={
            <>
              <div style={DATASOURCE_PANEL_STYLE} />
              <div style={CONTROL_PANEL_STYLE} />
            </>
          }
        >
          <DatasourcePanel
            datasource={explore.datasource}
            onChangeDataset={permissions.canChangeDataset ? () => setChangeDatasetOpen(true) : undefined}
          />
          <ControlPanel
            plugin={plugin}
            formData={formData}
            datasource={explore.datasource}
            errors={errors}
            loading={loading}
            stale={explore.chartIsStale}
            onChange={onControlChange}
            onVizTypeChange={onVizTypeChange}
            onRun={() => void dispatch(runExploreChart())}
            onStop={() => dispatch(stopExploreChart())}
          />
        </DeferredMount>
        <main
          ref={chartAreaRef}
          aria-label="Chart"
          style={{ flex: 1, minWidth: 0, padding: 16, overflow: 'auto' }}
          data-testid="chart-area"
        >
          {explore.message ? <Alert type="info" title={explore.message} style={{ marginBottom: 8 }} /> : null}
          {explore.chartIsStale ? (
            <Alert
              type="warning"
              title="The chart is out of date: press 'Update chart'."
              style={{ marginBottom: 8 }}
              showIcon
            />
          ) : null}
          {showControlsNeeded ? (
            <ControlsNeededNotice panel={plugin.controlPanel} errors={errors} width={width} height={420} />
          ) : (
            <ChartContainer
              chartId={chartId}
              formData={formData}
              datasource={explore.datasource}
              width={width}
              height={420}
              rendererRef={rendererRef}
              drillChartName={explore.slice?.slice_name ?? explore.datasource.name}
            />
          )}
          <DataPane formData={formData} datasource={explore.datasource} />
        </main>
      </div>
      <ChangeDatasetModal
        open={changeDatasetOpen}
        currentDatasetId={explore.datasource.id}
        onChange={(datasetId) => dispatch(changeExploreDatasource(datasetId))}
        onClose={() => setChangeDatasetOpen(false)}
      />
      {reportMenu.element}
      <SaveChartModal
        open={saveOpen}
        initialName={explore.slice?.slice_name ?? ''}
        canOverwrite={Boolean(explore.slice) && permissions.canOverwrite}
        onSave={onSave}
        onClose={() => setSaveOpen(false)}
      />
    </div>
  );
}
