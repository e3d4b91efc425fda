import { useState } from 'react';
import { Checkbox, Form, Select } from 'antd';
import type { ReportFormat } from '../../../api/reports';
import { REMOTE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/RemoteSearchSelect';
import type { ContentType } from './alertForm';
import { fieldStatus, type SectionProps } from './sectionProps';
import { useChartOptions, useDashboardOptions, type ModalOption } from './useAlertModalOptions';

const CONTENT_TYPES: { value: ContentType; label: string }[] = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'chart', label: 'Chart' },
];

const FORMAT_LABELS: Record<ReportFormat, string> = {
  PDF: 'Send as PDF',
  PNG: 'Send as PNG',
  CSV: 'Send as CSV',
  TEXT: 'Send as text',
};

/** Charts whose data can also be sent as text (Superset's list). */
const TEXT_BASED_VIZ_TYPES = ['pivot_table_v2', 'table', 'paired_ttest'];

/** A dashboard: PDF or PNG; a chart adds CSV, and text when it is table-like. */
function formatsFor(contentType: ContentType, vizType: string): ReportFormat[] {
  if (contentType === 'dashboard') return ['PDF', 'PNG'];
  return TEXT_BASED_VIZ_TYPES.includes(vizType) ? ['PDF', 'PNG', 'CSV', 'TEXT'] : ['PDF', 'PNG', 'CSV'];
}

/** The chosen one first when the loaded options do not hold it (edit mode, another search). */
function withChosen<Option extends ModalOption>(options: Option[], chosen: ModalOption | null): ModalOption[] {
  return chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
}

interface ContentSectionProps extends SectionProps {
  /** Superset's ALERTS_ATTACH_REPORTS: alerts may attach a format too (reports always choose one). */
  showFormat: boolean;
}

/** 'Alert contents' / 'Report contents': a dashboard or a chart, its format, and 'Ignore cache'. */
export function ContentSection({ form, update, errors, isReport, showFormat }: ContentSectionProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const isChart = form.contentType === 'chart';
  const charts = useChartOptions(debounced, !isChart);
  const dashboards = useDashboardOptions(debounced, isChart);
  const chosenId = isChart ? form.chartId : form.dashboardId;
  const chosen = chosenId === null ? null : { value: chosenId, label: form.contentLabel || String(chosenId) };
  const options = withChosen(isChart ? charts.options : dashboards.options, chosen);
  const formats = formatsFor(form.contentType, form.chartVizType);

  return (
    <>
      <Form.Item label="Content type" htmlFor="alert-content-type" required>
        <Select<ContentType>
          id="alert-content-type"
          aria-label="Select content type"
          value={form.contentType}
          options={CONTENT_TYPES}
          onChange={(contentType) => {
            setSearch('');
            update({ contentType, forceScreenshot: false, reportFormat: 'PNG' });
          }}
        />
      </Form.Item>
      <Form.Item
        label={isChart ? 'Select chart' : 'Select dashboard'}
        htmlFor="alert-content"
        required
        {...fieldStatus(errors.content)}
      >
        <Select<number>
          id="alert-content"
          aria-label={isChart ? 'Chart' : 'Dashboard'}
          placeholder={isChart ? 'Select chart to use' : 'Select dashboard to use'}
          loading={isChart ? charts.loading : dashboards.loading}
          value={chosenId ?? undefined}
          options={options}
          showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
          onChange={(id) => {
            const picked = options.find((option) => option.value === id);
            const vizType = charts.options.find((option) => option.value === id)?.vizType ?? '';
            setSearch('');
            update(
              isChart
                ? { chartId: id, dashboardId: null, contentLabel: picked?.label ?? '', chartVizType: vizType }
                : { dashboardId: id, chartId: null, contentLabel: picked?.label ?? '' },
            );
          }}
        />
      </Form.Item>
      {showFormat && (
        <Form.Item label="Content format" htmlFor="alert-format" required {...fieldStatus(errors.format)}>
          <Select<ReportFormat>
            id="alert-format"
            aria-label="Select format"
            value={form.reportFormat}
            options={formats.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))}
            onChange={(reportFormat) => update({ reportFormat })}
          />
        </Form.Item>
      )}
      {(isReport || !isChart) && (
        <Form.Item>
          <Checkbox
            checked={form.forceScreenshot}
            onChange={(event) => update({ forceScreenshot: event.target.checked })}
          >
            Ignore cache when generating report
          </Checkbox>
        </Form.Item>
      )}
    </>
  );
}
