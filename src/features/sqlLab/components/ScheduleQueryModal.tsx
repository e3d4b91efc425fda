import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Input, Modal, Spin, Typography } from 'antd';
import { FormField } from '../../../components/FormField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MODAL_DEFAULT_WIDTH } from '../../../constants';
import { selectConf } from '../../shell';
import {
  formFieldsOf,
  initialValuesOf,
  readScheduledQueriesConf,
  submittedValues,
  validateForm,
  type FormErrors,
  type FormValues,
} from '../scheduleForm/jsonSchemaForm';
import { scheduleQuery } from '../thunks/savedQueries';
import type { QueryEditor } from '../types';

// The schema's fields use antd's form controls: downloaded when the form is first opened.
const JsonSchemaForm = lazy(() =>
  import('../scheduleForm/JsonSchemaForm').then((module) => ({ default: module.JsonSchemaForm })),
);

interface ScheduleQueryModalProps {
  editor: QueryEditor;
}

/**
 * 'Schedule': shown when SCHEDULED_QUERIES holds a JSON schema. The form is built from that schema;
 * its values go to the server as `extra_json.schedule_info` of a new saved query.
 */
export function ScheduleQueryModal({ editor }: ScheduleQueryModalProps) {
  const dispatch = useAppDispatch();
  const conf = useAppSelector(selectConf);
  const scheduleConf = useMemo(() => readScheduledQueriesConf(conf.SCHEDULED_QUERIES), [conf.SCHEDULED_QUERIES]);
  const warning =
    typeof conf.SQLLAB_SCHEDULE_WARNING_MESSAGE === 'string' ? conf.SQLLAB_SCHEDULE_WARNING_MESSAGE : null;
  const fields = useMemo(
    () => (scheduleConf ? formFieldsOf(scheduleConf.JSONSCHEMA, scheduleConf.UISCHEMA) : []),
    [scheduleConf],
  );
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(editor.name);
  const [description, setDescription] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  if (!scheduleConf) return null;

  const show = () => {
    setLabel(editor.name);
    setDescription('');
    setValues(initialValuesOf(scheduleConf.JSONSCHEMA));
    setErrors({});
    setOpen(true);
  };
  const submit = async () => {
    const found = validateForm(fields, values, scheduleConf.VALIDATION);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const scheduled = await dispatch(
      scheduleQuery(editor.id, { label, description, scheduleInfo: submittedValues(values) }),
    );
    setSubmitting(false);
    if (scheduled) setOpen(false);
  };

  return (
    <>
      <Button
        onClick={show}
        disabled={editor.dbId === null || !editor.sql.trim()}
        title="Schedule the query periodically"
      >
        Schedule
      </Button>
      <Modal
        title="Schedule query"
        open={open}
        width={MODAL_DEFAULT_WIDTH}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Cancel
          </Button>,
          <Button key="submit" type="primary" loading={submitting} onClick={() => void submit()}>
            Submit
          </Button>,
        ]}
      >
        <div>
          <FormField label="Label" htmlFor="schedule-label">
            <Input
              id="schedule-label"
              placeholder="Label for your query"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
          </FormField>
          <FormField label="Description" htmlFor="schedule-description">
            <Input.TextArea
              id="schedule-description"
              rows={3}
              placeholder="Write a description for your query"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          {scheduleConf.JSONSCHEMA.title && (
            <Typography.Title level={5}>{scheduleConf.JSONSCHEMA.title}</Typography.Title>
          )}
          {scheduleConf.JSONSCHEMA.description && (
            <Typography.Paragraph>{scheduleConf.JSONSCHEMA.description}</Typography.Paragraph>
          )}
          {open ? (
            <Suspense fallback={<Spin />}>
              <JsonSchemaForm
                fields={fields}
                values={values}
                errors={errors}
                onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
              />
            </Suspense>
          ) : null}
          {warning && <Typography.Text type="secondary">{warning}</Typography.Text>}
        </div>
      </Modal>
    </>
  );
}
