/**
 * What GET /api/v1/explore/ opens (Superset's GetExploreCommand): form data from a permalink, else
 * from the form-data cache, else from the saved chart or the dataset; then the chart's saved form
 * data underneath, the datasource resolved and checked, the request's parameters as `url_params`,
 * and the dataset payload, the chart and its metadata.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, type SupersetError } from '../../errors';
import type { ChartRecord } from '../../store/charts';
import { canAccessDatasource, type ChartDatasource, type DatasourceResolver } from '../chart/chartAccess';
import { chartFormData, parseJsonObject, updateTimeRange } from '../chart/chartFormData';
import { chartSliceUrl, descriptionMarkeddown, fullName, isoformat } from '../chart/chartPresentation';
import { datasourceAccessError } from '../dataset/datasetAccess';
import { asTableData, datasourcePayload } from '../datasource/datasourcePayload';
import type { ExploreArgs } from './exploreArgs';
import { readFormDataEntry } from './exploreFormDataEntries';
import { readExplorePermalink } from './explorePermalinks';
import { humanizeDelta } from '../../http/humanize';
import { parsePathId } from '../../http/storedIntegers';

type FormData = Record<string, unknown>;

/** Request arguments that never become `url_params` (Superset's merge_request_params skips these). */
const NOT_URL_PARAMS = new Set(['form_data', 'r']);

/** Raised as a 302 with `{redirect}` when the datasource has a default endpoint and no viz type is chosen. */
export class WrongEndpointError extends Error {
  constructor(readonly redirect: string) {
    super('Wrong endpoint');
  }
}

/** Raised as a 403 `{message, datasource_id, datasource_type}` when the datasource is not accessible. */
/** Superset's SupersetSecurityException from raise_for_access on the datasource explore opens. */
export class DatasourceSecurityError extends Error {
  constructor(readonly error: SupersetError) {
    super(error.message);
  }

  /** SupersetError.to_dict(): message, error_type, and extra when there is any (no level). */
  get body(): Record<string, unknown> {
    const { message, error_type, extra } = this.error;
    return extra ? { message, error_type, extra } : { message, error_type };
  }
}

interface InitialState {
  formData: FormData;
  message: string | null;
  chartState: unknown;
}

async function initialState(app: FastifyInstance, user: AuthenticatedUser, args: ExploreArgs): Promise<InitialState> {
  let formData: FormData = {};
  let chartState: unknown;
  if (args.permalink_key !== undefined) {
    const value = await readExplorePermalink(app, user, args.permalink_key);
    if (!value) throw new HttpError(404, 'An error occurred while accessing the value.');
    formData = { ...value.state.formData };
    if (value.state.urlParams && value.state.urlParams.length > 0)
      formData.url_params = Object.fromEntries(value.state.urlParams);
    chartState = value.state.chartState ?? undefined;
  } else if (args.form_data_key) {
    const entry = await readFormDataEntry(app, user, args.form_data_key);
    formData = entry ? parseJsonObject(entry.form_data) : {};
  }

  let message: string | null = null;
  if (Object.keys(formData).length === 0) {
    if (args.slice_id) {
      formData.slice_id = args.slice_id;
      if (args.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
    } else if (args.datasource_id) {
      formData.datasource = `${args.datasource_id}__${args.datasource_type ?? 'table'}`;
      if (args.form_data_key) message = 'Form data not found in cache, reverting to dataset metadata.';
    }
  }
  return { formData, message, chartState };
}

/** `[id, type]` named by the form data's `datasource` (it wins), else by the arguments. */
function datasourceInfo(args: ExploreArgs, formData: FormData): [number | null, string] {
  const uid = typeof formData.datasource === 'string' ? formData.datasource : '';
  if (uid.includes('__')) {
    const [id, type] = uid.split('__');
    // Decimal digits only, as int() reads them: "0x1__table" names no datasource.
    const number = parsePathId(id.trim());
    return [number !== null && number > 0 ? number : null, type];
  }
  return [args.datasource_id ?? null, args.datasource_type ?? 'table'];
}

function mergeRequestParams(formData: FormData, args: ExploreArgs): void {
  const urlParams: Record<string, unknown> =
    typeof formData.url_params === 'object' && formData.url_params !== null
      ? { ...(formData.url_params as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(args)) {
    if (!NOT_URL_PARAMS.has(key) && value !== undefined) urlParams[key] = String(value);
  }
  formData.url_params = urlParams;
}

/** Superset's Slice.data. */
function exploreChartPayload(chart: ChartRecord, now: Date): Record<string, unknown> {
  const changedOnHumanized = humanizeDelta(chart.changed_on, now);
  return {
    slice_id: chart.id,
    slice_name: chart.slice_name,
    slice_url: chartSliceUrl(chart.id),
    edit_url: `/chart/edit/${chart.id}`,
    form_data: chartFormData(chart),
    // The stored JSON text, as Superset's Slice.data sends it.
    query_context: chart.query_context,
    owners: chart.owner_ids,
    description: chart.description,
    description_markeddown: descriptionMarkeddown(chart.description),
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    changed_on: isoformat(chart.changed_on),
    changed_on_humanized: changedOnHumanized,
    modified: `<span class="no-wrap">${changedOnHumanized}</span>`,
    datasource: chart.datasource_name,
    is_managed_externally: chart.is_managed_externally,
  };
}

async function chartMetadata(app: FastifyInstance, chart: ChartRecord, now: Date): Promise<Record<string, unknown>> {
  const people = [...chart.owner_ids, chart.created_by_fk, chart.changed_by_fk].filter(
    (id): id is number => id !== null,
  );
  const users = await app.store.charts.userSummaries(people);
  const dashboards = await app.store.dashboards.findByIds(chart.dashboard_ids);
  const nameOf = (id: number | null): string | undefined => {
    const user = id === null ? undefined : users.get(id);
    return user ? fullName(user) : undefined;
  };
  const metadata: Record<string, unknown> = {
    created_on_humanized: humanizeDelta(chart.created_on, now),
    changed_on_humanized: humanizeDelta(chart.changed_on, now),
    owners: chart.owner_ids.flatMap((id) => nameOf(id) ?? []),
    dashboards: dashboards.map((dashboard) => ({ id: dashboard.id, dashboard_title: dashboard.dashboard_title })),
  };
  const createdBy = nameOf(chart.created_by_fk);
  const changedBy = nameOf(chart.changed_by_fk);
  if (createdBy) metadata.created_by = createdBy;
  if (changedBy) metadata.changed_by = changedBy;
  return metadata;
}

async function datasetData(
  app: FastifyInstance,
  datasource: ChartDatasource | null,
  type: string,
): Promise<Record<string, unknown>> {
  if (!datasource || !datasource.database) {
    return {
      type: type || 'unknown',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '', parameters: {} },
    };
  }
  const owners = await app.store.charts.userSummaries(datasource.dataset.owner_ids);
  const ownerNames = datasource.dataset.owner_ids.flatMap((id) => {
    const user = owners.get(id);
    return user
      ? [{ id, first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email }]
      : [{ id }];
  });
  return { ...datasourcePayload(datasource.dataset, datasource.database, ownerNames) };
}

/** The explore state; throws HttpError (403/404), DatasourceSecurityError or WrongEndpointError. */
export async function exploreState(
  app: FastifyInstance,
  user: AuthenticatedUser,
  args: ExploreArgs,
  resolver: DatasourceResolver,
): Promise<Record<string, unknown>> {
  const initial = await initialState(app, user, args);
  const requestedChartId =
    typeof initial.formData.slice_id === 'number' ? initial.formData.slice_id : (args.slice_id ?? null);
  const chart = requestedChartId ? await app.store.charts.findById(requestedChartId) : null;
  const formData: FormData = chart ? { ...chartFormData(chart), ...initial.formData } : { ...initial.formData };
  if (requestedChartId && !chart && typeof formData.datasource !== 'string')
    throw new HttpError(404, 'Chart not found.');
  updateTimeRange(formData);

  const [datasourceId, datasourceType] = datasourceInfo(args, formData);
  const datasource = await resolver.resolve(datasourceId, datasourceType);
  if (datasource && !canAccessDatasource(user, datasource))
    throw new DatasourceSecurityError(datasourceAccessError(datasource.dataset));
  if (!formData.viz_type && datasource?.dataset.default_endpoint)
    throw new WrongEndpointError(datasource.dataset.default_endpoint);
  formData.datasource = `${datasourceId ?? 'None'}__${datasourceType}`;
  mergeRequestParams(formData, args);
  // Superset's convert_legacy_filters_into_adhoc and merge_extra_filters leave these in every form data.
  formData.adhoc_filters ??= [];
  formData.applied_time_extras ??= {};

  const data = await datasetData(app, datasource, datasourceType);
  const dataset = datasource?.database ? asTableData(data) : data;
  const now = new Date();
  const result: Record<string, unknown> = {
    dataset,
    form_data: formData,
    slice: chart ? exploreChartPayload(chart, now) : null,
    message: initial.message,
    metadata: chart ? await chartMetadata(app, chart, now) : null,
  };
  if (initial.chartState !== undefined) result.chartState = initial.chartState;
  return result;
}
