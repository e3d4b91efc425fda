import { Col, Form, Input, Row, Select, Typography } from 'antd';
import type { DashboardRelation } from '../../api/dashboardList';
import type { DashboardPropertyValues } from '../../api/dashboardProperties';
import { CATEGORICAL_SCHEMES } from '../../utils/colorSchemes';
import { LazyCodeEditor } from './LazyCodeEditor';
import { METADATA_INVALID_TEXT, metadataColorScheme, parseMetadataText, withColorScheme } from './metadataText';
import { RelatedMultiSelect } from './RelatedMultiSelect';

interface PropertiesFieldsProps {
  values: DashboardPropertyValues;
  onChange: (values: DashboardPropertyValues) => void;
  ownerLabels: Record<number, string>;
  roleLabels: Record<number, string>;
  /** The names of owners or roles as picked, for the labels above (and the page, in edit mode). */
  onNamesChosen: (relation: DashboardRelation, names: Record<number, string>) => void;
  /** Roles are shown (and saved) only with DASHBOARD_RBAC. */
  showRoles: boolean;
}

const SCHEME_OPTIONS = CATEGORICAL_SCHEMES.map((scheme) => ({ value: scheme.id, label: scheme.label }));

/** The properties form: basic information, access, certification, colours and the JSON metadata. */
export function PropertiesFields({
  values,
  onChange,
  ownerLabels,
  roleLabels,
  onNamesChosen,
  showRoles,
}: PropertiesFieldsProps) {
  const set = <K extends keyof DashboardPropertyValues>(key: K, value: DashboardPropertyValues[K]) =>
    onChange({ ...values, [key]: value });
  const metadataValid = parseMetadataText(values.json_metadata).valid;
  const colorScheme = metadataColorScheme(values.json_metadata);

  return (
    <Form layout="vertical" component="div">
      <Typography.Title level={5}>Basic information</Typography.Title>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Title" htmlFor="dashboard-properties-title">
            <Input
              id="dashboard-properties-title"
              value={values.dashboard_title}
              onChange={(event) => set('dashboard_title', event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="URL slug" htmlFor="dashboard-properties-slug" extra="A readable URL for your dashboard">
            <Input
              id="dashboard-properties-slug"
              value={values.slug}
              onChange={(event) => set('slug', event.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Access</Typography.Title>
      <Row gutter={16}>
        <Col span={showRoles ? 12 : 24}>
          <Form.Item
            label="Owners"
            extra="Owners is a list of users who can alter the dashboard. Searchable by name or username."
          >
            <RelatedMultiSelect
              relation="owners"
              ariaLabel="Owners"
              value={values.owners}
              knownLabels={ownerLabels}
              onChange={(ids, names) => {
                onNamesChosen('owners', names);
                set('owners', ids);
              }}
            />
          </Form.Item>
        </Col>
        {showRoles && (
          <Col span={12}>
            <Form.Item
              label="Roles"
              extra="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply."
            >
              <RelatedMultiSelect
                relation="roles"
                ariaLabel="Roles"
                value={values.roles}
                knownLabels={roleLabels}
                onChange={(ids, names) => {
                  onNamesChosen('roles', names);
                  set('roles', ids);
                }}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Typography.Title level={5}>Certification</Typography.Title>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            label="Certified by"
            htmlFor="dashboard-properties-certified-by"
            extra="Person or group that has certified this dashboard."
          >
            <Input
              id="dashboard-properties-certified-by"
              value={values.certified_by}
              onChange={(event) => set('certified_by', event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Certification details"
            htmlFor="dashboard-properties-certification-details"
            extra="Any additional detail to show in the certification tooltip."
          >
            <Input
              id="dashboard-properties-certification-details"
              value={values.certification_details}
              onChange={(event) => set('certification_details', event.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Colors</Typography.Title>
      <Form.Item label="Color scheme">
        <Select<string>
          aria-label="Color scheme"
          allowClear
          disabled={!metadataValid}
          placeholder="Select a scheme"
          value={colorScheme || undefined}
          options={SCHEME_OPTIONS}
          onChange={(scheme) => set('json_metadata', withColorScheme(values.json_metadata, scheme ?? ''))}
        />
      </Form.Item>
      <Typography.Title level={5}>Advanced</Typography.Title>
      {/* The editor names itself: a label here would name no form control. */}
      <Typography.Text strong>JSON metadata</Typography.Text>
      <Form.Item
        validateStatus={metadataValid ? undefined : 'error'}
        help={metadataValid ? undefined : METADATA_INVALID_TEXT}
      >
        <LazyCodeEditor
          mode="json"
          ariaLabel="JSON metadata"
          value={values.json_metadata}
          onChange={(text) => set('json_metadata', text)}
        />
      </Form.Item>
    </Form>
  );
}
