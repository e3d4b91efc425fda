/**
 * The example dashboards: between them every layout component (tabs inside tabs, rows, columns,
 * headers of each size, dividers, markdown with a table and an image link) and every example chart.
 */
import { EXAMPLE_CHARTS } from './charts';
import { chart, column, divider, header, markdown, row, tab, tabs, type DashboardTree } from './dashboardLayout';
import type { ExampleFilterSpec } from './exampleFilters';

export interface ExampleDashboard {
  /** Fixed, so that the same example is never created twice. */
  uuid: string;
  dashboard_title: string;
  slug: string;
  /** Prefix of the layout's component ids. */
  idPrefix: string;
  /** Series names with fixed colours (json_metadata.label_colors). */
  labelColors: Record<string, string>;
  tree: DashboardTree;
  /** Its native filters, in filter-bar order (json_metadata.native_filter_configuration). */
  filters: readonly ExampleFilterSpec[];
}

/** Fixed filter ids, so that tests and links can name them. */
export const EXAMPLE_FILTER_IDS = {
  salesRegion: 'NATIVE_FILTER-salesRegion',
  salesCountry: 'NATIVE_FILTER-salesCountry',
  salesTimeDivider: 'NATIVE_FILTER_DIVIDER-salesTime',
  salesOrderDate: 'NATIVE_FILTER-salesOrderDate',
  salesQuantity: 'NATIVE_FILTER-salesQuantity',
  audienceTimeRange: 'NATIVE_FILTER-audienceTimeRange',
} as const;

const SALES_FILTERS: readonly ExampleFilterSpec[] = [
  {
    kind: 'select',
    id: EXAMPLE_FILTER_IDS.salesRegion,
    name: 'Region',
    dataset: 'sales.orders',
    column: 'region',
    // Its subtitle says 'all orders': the company-wide total stays unfiltered.
    excludedCharts: ['Total revenue'],
  },
  {
    kind: 'select',
    id: EXAMPLE_FILTER_IDS.salesCountry,
    name: 'Country',
    dataset: 'sales.orders',
    column: 'country',
    parentIds: [EXAMPLE_FILTER_IDS.salesRegion],
  },
  { kind: 'divider', id: EXAMPLE_FILTER_IDS.salesTimeDivider, title: 'Time', description: 'When and how much' },
  { kind: 'time', id: EXAMPLE_FILTER_IDS.salesOrderDate, name: 'Order date' },
  {
    kind: 'range',
    id: EXAMPLE_FILTER_IDS.salesQuantity,
    name: 'Quantity',
    dataset: 'sales.orders',
    column: 'quantity',
  },
];

/** The uuid of the example chart of this name (a typo fails every example test). */
function exampleUuid(sliceName: string): string {
  const found = EXAMPLE_CHARTS.find((example) => example.slice_name === sliceName);
  if (!found) throw new Error(`No example chart is named "${sliceName}"`);
  return found.uuid;
}

/** A small bar-chart picture, inline so that it shows without any network. */
const BAR_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">' +
  '<rect x="4" y="28" width="16" height="16" fill="#1FA8C9"/><rect x="28" y="16" width="16" height="28" fill="#454E7C"/>' +
  '<rect x="52" y="8" width="16" height="36" fill="#5AC189"/><rect x="76" y="20" width="16" height="24" fill="#FF7F44"/></svg>';
const BAR_ICON = `data:image/svg+xml;base64,${Buffer.from(BAR_ICON_SVG).toString('base64')}`;

const SALES_NOTES = `## About these numbers

| Chart | What it counts |
|---|---|
| Total revenue | every order line, discounts applied |
| Order funnel | orders at each status |
| Revenue by country | revenue of the customers' countries |

[![Bar chart](${BAR_ICON})](https://superset.apache.org/)

The data is generated on first start: no order here is real.`;

const AUDIENCE_NOTES = `### Audience data

| Column | Meaning |
|---|---|
| visits | sessions started that day |
| signups | new accounts |
| conversion_rate | orders per visit |

![Bar chart](${BAR_ICON})`;

const SEGMENT_NOTES = `### Segments

Consumers are about half of the customers; **corporate** buyers a third.
See the [Superset documentation](https://superset.apache.org/docs/using-superset/creating-your-first-dashboard) to build your own.`;

export const EXAMPLE_DASHBOARDS: readonly ExampleDashboard[] = [
  {
    uuid: '7a2f3b20-0001-4c5d-8e01-9b66b1d1f001',
    dashboard_title: 'Sales overview',
    slug: 'sales-overview',
    idPrefix: 'sales',
    labelColors: { Online: '#1FA8C9', 'Mobile App': '#454E7C', Retail: '#5AC189', Partner: '#FF7F44' },
    filters: SALES_FILTERS,
    tree: {
      grid: [
        header('Sales at a glance', 'LARGE_HEADER', 'BACKGROUND_WHITE'),
        row(
          chart(exampleUuid('Total revenue'), 3),
          chart(exampleUuid('Order funnel'), 5),
          markdown(SALES_NOTES, 4, 50),
        ),
        divider(),
        tabs(
          tab(
            'Trends',
            row(
              chart(exampleUuid('Orders per month'), 8, 58),
              column(
                4,
                header('Where revenue goes', 'SMALL_HEADER'),
                chart(exampleUuid('Revenue by order status'), 4, 50),
              ),
            ),
            row(chart(exampleUuid('Revenue and orders per month'), 12, 50)),
          ),
          tab(
            'Breakdown',
            header('By geography and customer', 'MEDIUM_HEADER'),
            tabs(
              tab(
                'Regions',
                row(
                  chart(exampleUuid('Revenue by country'), 6, 60),
                  chart(exampleUuid('Revenue by region and channel'), 6, 60),
                ),
              ),
              tab(
                'Customers',
                row(chart(exampleUuid('Customers by region and segment'), 7, 60), markdown(SEGMENT_NOTES, 5, 60)),
              ),
            ),
          ),
        ),
      ],
    },
  },
  {
    uuid: '7a2f3b20-0002-4c5d-8e01-9b66b1d1f002',
    dashboard_title: 'Audience and flights',
    slug: 'audience-and-flights',
    idPrefix: 'audience',
    labelColors: { web: '#1FA8C9', ios: '#454E7C', android: '#5AC189' },
    filters: [{ kind: 'time', id: EXAMPLE_FILTER_IDS.audienceTimeRange, name: 'Time range' }],
    tree: {
      topLevelTabs: tabs(
        tab(
          'Audience',
          header('Web and app audience', 'LARGE_HEADER'),
          row(
            chart(exampleUuid('Daily visits'), 4),
            chart(exampleUuid('Conversion rate'), 4),
            chart(exampleUuid('Signups by platform'), 4),
          ),
          divider(),
          row(
            column(4, header('Names', 'MEDIUM_HEADER', 'BACKGROUND_WHITE'), markdown(AUDIENCE_NOTES, 4, 50), divider()),
            chart(exampleUuid('Popular names'), 8, 66),
          ),
          row(chart(exampleUuid('Births per state and year'), 12, 70)),
        ),
        tab(
          'Flights',
          header('Flights', 'MEDIUM_HEADER'),
          tabs(
            tab('Traffic', row(chart(exampleUuid('Passengers by airline'), 12, 60))),
            tab(
              'Delays',
              header('Departure delays', 'SMALL_HEADER'),
              row(
                chart(exampleUuid('Average departure delay per week'), 6, 60),
                chart(exampleUuid('Departure delay by airline'), 6, 60),
              ),
            ),
          ),
        ),
      ),
    },
  },
];
