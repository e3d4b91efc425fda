import { expect, test } from './fixtures';
import { datasetId, formDataKey, isChartDataRequest } from './helpers/appApi';
import { chooseOption, type ExplorePage } from './pages';

test.use({ role: 'admin' });

/** Orders per month, as a line: the chart the layers are drawn on. */
const ordersPerMonth = {
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: [],
  adhoc_filters: [],
  time_range: 'No filter',
  row_limit: 10000,
};

interface LayerSettings {
  name: string;
  type?: string;
  formula?: string;
  nativeLayer?: string;
  color: string;
  width: string;
}

/** Adds a layer through the Annotation Layers control and its editor. */
async function addAnnotationLayer(explore: ExplorePage, layer: LayerSettings): Promise<void> {
  const { page } = explore;
  await explore.controls.getByRole('button', { name: 'Add annotation layer' }).click();
  const editor = page.getByTestId('annotation-layer-editor');
  await editor.getByRole('textbox', { name: 'Name' }).fill(layer.name);
  if (layer.type) await chooseOption(page, editor.getByRole('combobox', { name: 'Annotation layer type' }), layer.type);
  if (layer.formula !== undefined) await editor.getByRole('textbox', { name: 'Formula' }).fill(layer.formula);
  if (layer.nativeLayer)
    await chooseOption(
      page,
      editor.getByRole('combobox', { name: 'Annotation layer', exact: true }),
      layer.nativeLayer,
      {
        type: true,
      },
    );
  await editor.getByRole('textbox', { name: 'Color' }).fill(layer.color);
  await editor.getByRole('spinbutton', { name: 'Line width' }).fill(layer.width);
  await editor.getByRole('button', { name: 'OK' }).click();
  await expect(editor).toHaveCount(0);
  await expect(explore.controls.getByTestId('annotation-layer-item').filter({ hasText: layer.name })).toBeVisible();
}

/** How many pixels of the chart's canvas are close to the colour (r, g, b). */
async function pixelsOfColour(explore: ExplorePage, [r, g, b]: [number, number, number]): Promise<number> {
  return explore.chartArea
    .getByTestId('chart-rendered')
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, wanted) => {
        const context = canvas.getContext('2d');
        if (!context) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let index = 0; index < data.length; index += 4) {
          const near =
            Math.abs(data[index]! - wanted[0]) < 40 &&
            Math.abs(data[index + 1]! - wanted[1]) < 40 &&
            Math.abs(data[index + 2]! - wanted[2]) < 40;
          if (near && data[index + 3]! > 200) count += 1;
        }
        return count;
      },
      [r, g, b] as [number, number, number],
    );
}

test.describe('annotation layers in Explore', () => {
  test('a formula layer added in the controls is sent with the query and drawn as a line', async ({
    page,
    explore,
  }) => {
    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoFormData(await formDataKey(page, ordersId, ordersPerMonth));
    await explore.expectChartRendered('echarts_timeseries_line');
    expect(await pixelsOfColour(explore, [255, 0, 0])).toBe(0);

    await addAnnotationLayer(explore, { name: 'Trend', formula: 'x * 0 + 2000', color: '#ff0000', width: '4' });
    const sent = page.waitForRequest(isChartDataRequest);
    await explore.updateChart();
    const layers = ((await sent).postDataJSON() as { queries: { annotation_layers?: unknown[] }[] }).queries[0]!
      .annotation_layers;
    expect(layers).toEqual([
      expect.objectContaining({ name: 'Trend', annotationType: 'FORMULA', value: 'x * 0 + 2000', show: true }),
    ]);
    await explore.expectChartRendered('echarts_timeseries_line');
    await expect.poll(() => pixelsOfColour(explore, [255, 0, 0])).toBeGreaterThan(50);
  });

  test('an event layer from an annotation layer made through the API is drawn at its date', async ({
    page,
    explore,
    adminApi,
  }) => {
    const layerName = `Launches ${Date.now()}`;
    const layer = await adminApi.post<{ id: number }>('/api/v1/annotation_layer/', { name: layerName });
    await adminApi.post(`/api/v1/annotation_layer/${layer.id}/annotation/`, {
      short_descr: 'Summer launch',
      start_dttm: '2019-07-01T00:00:00',
      end_dttm: '2019-07-01T00:00:00',
    });

    const ordersId = await datasetId(page, 'sales', 'orders');
    await explore.gotoFormData(await formDataKey(page, ordersId, ordersPerMonth));
    await explore.expectChartRendered('echarts_timeseries_line');
    expect(await pixelsOfColour(explore, [0, 0, 255])).toBe(0);

    await addAnnotationLayer(explore, {
      name: 'Launch events',
      type: 'Event',
      nativeLayer: layerName,
      color: '#0000ff',
      width: '4',
    });
    const replied = page.waitForResponse(
      (response) =>
        isChartDataRequest(response.request()) && response.request().postData()?.includes('Launch events') === true,
    );
    await explore.updateChart();
    const reply = (await (await replied).json()) as {
      result: { annotation_data?: Record<string, { records: { short_descr: string; start_dttm: number }[] }> }[];
    };
    expect(reply.result[0]!.annotation_data?.['Launch events']?.records).toEqual([
      expect.objectContaining({ short_descr: 'Summer launch', start_dttm: Date.UTC(2019, 6, 1) }),
    ]);
    await explore.expectChartRendered('echarts_timeseries_line');
    await expect.poll(() => pixelsOfColour(explore, [0, 0, 255])).toBeGreaterThan(50);
    await expect(explore.controls.getByTestId('annotation-layer-error')).toHaveCount(0);
  });
});
