/** Explore (`/explore/`): the controls panel, the chart area, and the header's save, star and menu actions. */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, openSelectList, selectOption } from './antSelect';

export class ExplorePage {
  /** The Chart controls panel. */
  readonly controls: Locator;
  /** The part of Explore that shows the chart (and its error box). */
  readonly chartArea: Locator;
  /** The error box in the chart area. */
  readonly chartError: Locator;
  readonly updateChartButton: Locator;
  readonly metricTags: Locator;
  readonly filterTags: Locator;
  readonly chartTitle: Locator;
  readonly datasourcePanel: Locator;

  constructor(readonly page: Page) {
    this.controls = page.getByRole('region', { name: 'Chart controls' });
    this.chartArea = page.getByRole('main', { name: 'Chart' });
    this.chartError = this.chartArea.getByTestId('chart-error');
    this.updateChartButton = this.controls.getByRole('button', { name: 'Update chart' });
    this.metricTags = this.controls.getByTestId('metric-tag');
    this.filterTags = this.controls.getByTestId('filter-tag');
    this.chartTitle = page.getByTestId('chart-title');
    this.datasourcePanel = page.getByTestId('datasource-panel');
  }

  /** A new chart on a dataset. */
  async gotoDataset(datasetId: number): Promise<void> {
    await this.page.goto(`/explore/?datasource_type=table&datasource_id=${datasetId}`);
    await expect(this.controls).toBeVisible({ timeout: 20_000 });
  }

  /** A saved chart. */
  async gotoChart(sliceId: number): Promise<void> {
    await this.page.goto(`/explore/?slice_id=${sliceId}`);
  }

  /** The form data stored under a key of the form-data cache. */
  async gotoFormData(key: string): Promise<void> {
    await this.page.goto(`/explore/?form_data_key=${key}`);
  }

  /** A combobox of the controls panel, by its label ('Chart type', 'X-axis', …). */
  combobox(label: string): Locator {
    return this.controls.getByRole('combobox', { name: label });
  }

  /**
   * One control of the panel (its label, its input and its messages), found by its exact label.
   * The control's box has no role of its own: it is found by its class, holding that label.
   */
  control(label: string): Locator {
    return this.controls
      .locator('.explore-control')
      .filter({ has: this.page.locator('label').getByText(label, { exact: true }) });
  }

  async chooseInControl(label: string, option: string, { type = false }: { type?: boolean } = {}): Promise<void> {
    await chooseOption(this.page, this.combobox(label), option, { type });
  }

  async chooseVizType(name: string): Promise<void> {
    await this.chooseInControl('Chart type', name, { type: true });
  }

  async updateChart(): Promise<void> {
    await this.updateChartButton.click();
  }

  /** Opens the 'Advanced analytics' section unless it is open. */
  async openAdvancedAnalytics(): Promise<void> {
    const advanced = this.controls.getByRole('button', { name: /Advanced analytics/ });
    if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  }

  /** The metric editor the Metrics control opens. */
  get metricEditor(): Locator {
    return this.page.getByTestId('adhoc-metric-editor');
  }

  /** Adds a saved metric of the dataset (by its label) through the metric editor of the Metrics control. */
  async addSavedMetric(label: string): Promise<void> {
    await this.controls.getByRole('button', { name: 'Add Metrics' }).click();
    await this.metricEditor.getByRole('tab', { name: 'Saved' }).click();
    await chooseOption(this.page, this.metricEditor.getByRole('combobox', { name: 'Saved metric' }), label, {
      type: true,
    });
    await this.metricEditor.getByRole('button', { name: 'Save' }).click();
    await expect(this.metricTags).toContainText([label]);
  }

  /** Adds a simple `column == value` filter through the filter editor. */
  async addEqualsFilter(column: string, value: string): Promise<void> {
    await this.controls.getByRole('button', { name: 'Add filter' }).click();
    const filterEditor = this.page.getByTestId('adhoc-filter-editor');
    await chooseOption(this.page, filterEditor.getByRole('combobox', { name: 'Filter column' }), column, {
      type: true,
    });
    await filterEditor.getByRole('textbox', { name: 'Filter value' }).fill(value);
    await filterEditor.getByRole('button', { name: 'Save' }).click();
  }

  /** The chart drew: its renderer is on screen (an ECharts canvas, a table or a big number) and there is no error box. */
  async expectChartRendered(vizType?: string): Promise<void> {
    const rendered = this.chartArea.getByTestId('chart-rendered');
    await expect(rendered).toBeVisible({ timeout: 20_000 });
    if (vizType) await expect(rendered).toHaveAttribute('data-viz-type', vizType);
    await expect(this.chartError).toHaveCount(0);
    await expect(
      rendered
        .locator('canvas, svg, table, [role="grid"], [role="table"], [data-testid="big-number-headline"]')
        .first(),
    ).toBeVisible();
    // The chart fits the chart area: nothing of it is cut off on the right.
    await expect
      .poll(async () => {
        const [chart, container] = await Promise.all([rendered.boundingBox(), this.chartArea.boundingBox()]);
        return chart && container ? chart.x + chart.width <= container.x + container.width : false;
      })
      .toBe(true);
  }

  /** The header's Save button, and the dialog it opens. */
  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  get saveDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Save chart' });
  }

  /**
   * Saves the chart as a new one through the Save dialog, optionally into a dashboard created on the
   * way; answers the new chart's id.
   */
  async saveChartAs(chartName: string, { newDashboard }: { newDashboard?: string } = {}): Promise<number> {
    await this.saveButton.click();
    const dialog = this.saveDialog;
    await expect(dialog.getByRole('radio', { name: 'Save as...' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Chart name' }).fill(chartName);
    if (newDashboard) {
      const dashboardSelect = dialog.getByRole('combobox', { name: 'Add to dashboard' });
      await dashboardSelect.click();
      await dashboardSelect.fill(newDashboard);
      await expect(selectOption(this.page, `+ Create "${newDashboard}"`)).toBeVisible();
      await dashboardSelect.press('Enter');
      await expect(openSelectList(this.page)).toHaveCount(0);
      await expect(
        dialog.getByTitle(newDashboard, { exact: true }).or(dialog.getByTitle(`+ Create "${newDashboard}"`)),
      ).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByText(`Chart [${chartName}] has been saved`)).toBeVisible();
    if (newDashboard) {
      await expect(
        this.page.getByText(`Dashboard [${newDashboard}] just got created and chart [${chartName}] was added to it`),
      ).toBeVisible();
    }
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('heading', { name: chartName })).toBeVisible();
    await expect(this.page).toHaveURL(/[?&]slice_id=\d+/);
    return this.sliceId();
  }

  /** The saved chart's id, from the address. */
  sliceId(): number {
    return Number(new URL(this.page.url()).searchParams.get('slice_id'));
  }

  /** Opens the header's menu of actions and chooses one ('Download CSV', …). */
  async chooseMenuAction(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** 'Copy permalink to clipboard' and the link (the context needs clipboard permissions). */
  async copyPermalink(): Promise<string> {
    await this.chooseMenuAction('Copy permalink to clipboard');
    await expect(this.page.getByText('Copied to clipboard!')).toBeVisible();
    const link = await this.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/explore\/p\/[^/?]+\/?$/);
    return link;
  }
}
