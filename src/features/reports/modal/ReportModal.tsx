/**
 * The email report dialog of a chart or a dashboard: name, description, schedule (cron picker with
 * its sentence), timezone, recipients, format, active. A new report is POSTed, an existing one
 * (fetched by id) PUT; success closes with a toast, failure stays open with the server's reason.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Radio, Spin, Switch } from 'antd';
import { useState } from 'react';
import { queryErrorText } from '../../../api/baseApi';
import { getClientErrorObject } from '../../../api/errors';
import {
  useCreateReportMutation,
  useReportQuery,
  useUpdateReportMutation,
  type Report,
  type ReportExtra,
  type ReportTarget,
} from '../../../api/reports';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../shell';
import { useToasts } from '../../toasts';
import { CronPicker } from '../schedule/CronPicker';
import { TimezoneSelect } from '../schedule/TimezoneSelect';
import { REPORT_LABELS, REPORT_MESSAGES } from './reportMessages';
import {
  REPORT_FORMAT_LABELS,
  REPORT_NAME_MAX_LENGTH,
  allowedReportFormats,
  initialReportValues,
  reportBody,
  validateReportForm,
  type ReportFormValues,
} from './reportForm';

interface ReportModalProps {
  target: ReportTarget;
  /** The chart's or dashboard's name (the default report name is made from it). */
  targetName: string;
  /** The chart's viz type: table-like charts may be sent as text. */
  vizType?: string;
  /** The report to edit; a new one when absent. */
  reportId?: number;
  /** A dashboard's state to render (filters, tabs), read when saving. */
  reportExtra?: () => ReportExtra;
  onClose: () => void;
}

function ModalTitle({ editing }: { editing: boolean }) {
  return (
    <span>
      <CalendarOutlined style={{ marginRight: 8 }} />
      {editing ? REPORT_LABELS.editTitle : REPORT_LABELS.newTitle}
    </span>
  );
}

export function ReportModal(props: ReportModalProps) {
  const { reportId, onClose } = props;
  const existing = useReportQuery(reportId ?? 0, { skip: reportId === undefined, refetchOnMountOrArgChange: true });
  const editing = reportId !== undefined;
  if (editing && !existing.data) {
    const loadError = queryErrorText(existing.error);
    return (
      <Modal open title={<ModalTitle editing />} onCancel={onClose} footer={null} width={480}>
        {loadError !== undefined ? <Alert type="error" title={loadError} /> : <Spin />}
      </Modal>
    );
  }
  return <ReportForm {...props} report={existing.data ?? null} />;
}

function ReportForm({
  target,
  targetName,
  vizType,
  report,
  reportExtra,
  onClose,
}: ReportModalProps & { report: Report | null }) {
  const user = useAppSelector(selectUser);
  const toasts = useToasts();
  const [values, setValues] = useState<ReportFormValues>(() =>
    initialReportValues({ target, targetName, vizType, userEmail: user.email, report }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [createReport, creating] = useCreateReportMutation();
  const [updateReport, updating] = useUpdateReportMutation();
  const editing = report !== null;
  const errors = validateReportForm(values);
  const formats = allowedReportFormats(target, vizType);
  const change = (patch: Partial<ReportFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    setFailure(null);
    const body = reportBody(values, target, reportExtra?.());
    try {
      if (report) await updateReport({ id: report.id, body }).unwrap();
      else await createReport(body).unwrap();
      toasts.addSuccessToast(editing ? REPORT_MESSAGES.updated : REPORT_MESSAGES.created);
      onClose();
    } catch (caught) {
      setFailure((await getClientErrorObject(caught)).error);
    }
  };

  return (
    <Modal
      open
      title={<ModalTitle editing={editing} />}
      onCancel={onClose}
      onOk={() => void save()}
      okText={editing ? REPORT_LABELS.save : REPORT_LABELS.add}
      cancelText={REPORT_LABELS.cancel}
      okButtonProps={{ disabled: Object.keys(errors).length > 0, loading: creating.isLoading || updating.isLoading }}
      width={480}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Report Name"
          htmlFor="report-name"
          required
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name}
        >
          <Input
            id="report-name"
            value={values.name}
            maxLength={REPORT_NAME_MAX_LENGTH}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="report-description">
          <Input
            id="report-description"
            value={values.description}
            placeholder="Include a description that will be sent with your report"
            onChange={(event) => change({ description: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Schedule">
          {/* As Superset: the sentence leads into the picker ('… at' every Monday 12:00). */}
          <p className="report-schedule-intro">The report will be sent to your email at</p>
          <CronPicker value={values.crontab} onChange={(crontab) => change({ crontab })} />
        </Form.Item>
        <Form.Item label="Timezone" htmlFor="report-timezone">
          <TimezoneSelect id="report-timezone" value={values.timezone} onChange={(timezone) => change({ timezone })} />
        </Form.Item>
        <Form.Item
          label="Recipients"
          htmlFor="report-recipients"
          extra="Email addresses, separated by commas"
          validateStatus={errors.recipients ? 'error' : undefined}
          help={errors.recipients}
        >
          <Input
            id="report-recipients"
            value={values.recipients}
            onChange={(event) => change({ recipients: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Message content">
          <Radio.Group
            aria-label="Message content"
            value={values.reportFormat}
            onChange={(event) => change({ reportFormat: event.target.value })}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            {formats.map((format) => (
              <Radio key={format} value={format}>
                {REPORT_FORMAT_LABELS[format]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Active" htmlFor="report-active">
          <Switch id="report-active" checked={values.active} onChange={(active) => change({ active })} />
        </Form.Item>
      </Form>
      {failure !== null ? (
        <Alert
          type="error"
          showIcon
          title={editing ? REPORT_MESSAGES.updateFailed : REPORT_MESSAGES.createFailed}
          description={failure}
        />
      ) : null}
    </Modal>
  );
}
