import { useState } from 'react';
import { Alert, Button, Form, Modal, Spin, Tooltip, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useCreateReportMutation, useReportQuery, useUpdateReportMutation } from '../../../api/reports';
import type { ClientError } from '../../../api/types';
import { selectFeatureFlag, selectUser, type BootstrapState } from '../../shell';
import { useToasts } from '../../toasts';
import { REPORT_MESSAGES } from '../modal/reportMessages';
import { browserTimezone } from '../schedule';
import { alertReportBody, defaultAlertForm, formFromReport, missingFields, type AlertFormState } from './alertForm';
import { ConditionSection } from './ConditionSection';
import { ContentSection } from './ContentSection';
import { GeneralSection } from './GeneralSection';
import { NotificationSection } from './NotificationSection';
import { ScheduleSection } from './ScheduleSection';
import type { SectionProps } from './sectionProps';
import { serverErrorsOf, type ServerErrors } from './serverFieldErrors';

const MISSING_FIELDS_TEXT = 'Not all required fields are complete. Please provide the following:';

interface AlertReportModalProps {
  isReport: boolean;
  /** The report to edit; null adds a new one. */
  reportId: number | null;
  onHide: () => void;
}

type BootstrapRoot = { bootstrap: BootstrapState };

function titleOf(isReport: boolean, editing: boolean): string {
  return `${editing ? 'Edit' : 'Add'} ${isReport ? 'Report' : 'Alert'}`;
}

/** Spec §8 for a new report; Superset's '%s updated' otherwise. */
function successText(isReport: boolean, editing: boolean): string {
  if (!isReport) return 'Alert updated';
  return editing ? REPORT_MESSAGES.updated : REPORT_MESSAGES.created;
}

function Section({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
      {children}
    </section>
  );
}

/**
 * Superset's AlertReportModal: adds or edits an alert (database, SQL and condition) or a report, with
 * its content, schedule and recipients. 'Add' stays off until the required fields are there; the
 * server's field errors show at their fields.
 */
export function AlertReportModal({ isReport, reportId, onHide }: AlertReportModalProps) {
  const editing = reportId !== null;
  const user = useSelector((state: BootstrapRoot) => selectUser(state));
  const attachFormat = useSelector((state: BootstrapRoot) => selectFeatureFlag(state, 'ALERTS_ATTACH_REPORTS'));
  const toasts = useToasts();
  const loaded = useReportQuery(reportId ?? 0, { skip: !editing });
  const [createReport, createState] = useCreateReportMutation();
  const [updateReport, updateState] = useUpdateReportMutation();
  const [form, setForm] = useState<AlertFormState | null>(() =>
    editing
      ? null
      : defaultAlertForm(
          user.userId === undefined
            ? null
            : {
                value: user.userId,
                label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '',
              },
          browserTimezone(),
        ),
  );
  const [serverErrors, setServerErrors] = useState<ServerErrors>({ fields: {} });

  // The loaded report fills the form once; later refetches leave the user's edits alone.
  if (form === null && loaded.data) setForm(formFromReport(loaded.data, browserTimezone()));

  const update = (patch: Partial<AlertFormState>) =>
    setForm((current) => (current ? { ...current, ...patch } : current));
  const missing = form ? missingFields(form, isReport) : [];
  const busy = createState.isLoading || updateState.isLoading;

  const save = async () => {
    if (!form) return;
    const body = alertReportBody(form, isReport);
    setServerErrors({ fields: {} });
    try {
      if (reportId === null) await createReport(body).unwrap();
      else await updateReport({ id: reportId, body }).unwrap();
      toasts.addSuccessToast(successText(isReport, editing));
      onHide();
    } catch (caught) {
      setServerErrors(serverErrorsOf(caught as ClientError));
    }
  };

  const sectionProps: SectionProps | null = form ? { form, update, errors: serverErrors.fields, isReport } : null;
  const loadError = loaded.error && 'error' in loaded.error ? loaded.error.error : undefined;

  return (
    <Modal
      open
      width={600}
      title={titleOf(isReport, editing)}
      onCancel={onHide}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Tooltip
          key="save"
          title={
            missing.length > 0 ? (
              <div>
                {MISSING_FIELDS_TEXT}
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {missing.map((field) => (
                    <li key={field}>{field}</li>
                  ))}
                </ul>
              </div>
            ) : undefined
          }
        >
          <Button type="primary" disabled={!form || missing.length > 0} loading={busy} onClick={() => void save()}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </Tooltip>,
      ]}
    >
      {serverErrors.general && (
        <Alert type="error" showIcon message={serverErrors.general} style={{ marginBottom: 12 }} role="alert" />
      )}
      {loadError && <Alert type="error" showIcon message={loadError} style={{ marginBottom: 12 }} />}
      {!sectionProps ? (
        !loadError && <Spin />
      ) : (
        <Form layout="vertical" component="div" style={{ maxHeight: '65vh', overflowY: 'auto', paddingRight: 8 }}>
          <Section title="General information" subtitle="Set up basic details, such as name and description.">
            <GeneralSection {...sectionProps} />
          </Section>
          {!isReport && (
            <Section
              title="Alert condition"
              subtitle="Define the database, SQL query, and triggering conditions for alert."
            >
              <ConditionSection {...sectionProps} />
            </Section>
          )}
          <Section
            title={isReport ? 'Report contents' : 'Alert contents'}
            subtitle="Customize data source, filters, and layout."
          >
            <ContentSection {...sectionProps} showFormat={isReport || attachFormat} />
          </Section>
          <Section title="Schedule" subtitle="Define delivery schedule, timezone, and frequency settings.">
            <ScheduleSection {...sectionProps} />
          </Section>
          <Section title="Notification method" subtitle="Choose notification method and recipients.">
            <NotificationSection {...sectionProps} />
          </Section>
        </Form>
      )}
    </Modal>
  );
}
