/**
 * The chart area of a chart that cannot be queried yet: its controls still have validation
 * messages (spec charts §4, "a control with validation errors blocks re-render").
 */
import { Empty, Typography } from 'antd';
import type { ControlPanelConfig } from '../../charts';
import { controlMessage } from '../controls/ControlHeader';
import { panelControls } from '../controls/validation';

export const CONTROLS_NEEDED_TITLE = 'Fill in the required controls to see the chart';
const CONTROLS_NEEDED_HINT = "Give the controls marked in red a value, then press 'Update chart'.";

interface ControlsNeededNoticeProps {
  panel: ControlPanelConfig;
  /** Validation messages by control name. */
  errors: Record<string, string[]>;
  width: number;
  height: number;
}

export function ControlsNeededNotice({ panel, errors, width, height }: ControlsNeededNoticeProps) {
  const labels = new Map(panelControls(panel).map(({ name, config }) => [name, config.label || name]));
  const messages = [
    ...new Set(
      Object.entries(errors).flatMap(([name, list]) =>
        list.map((message) => controlMessage(labels.get(name) ?? name, message)),
      ),
    ),
  ];
  return (
    <div
      style={{ width, minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      data-testid="chart-controls-needed"
    >
      <Empty
        description={
          <>
            <Typography.Text strong style={{ display: 'block' }}>
              {CONTROLS_NEEDED_TITLE}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {CONTROLS_NEEDED_HINT}
            </Typography.Text>
            <ul aria-label="Controls to fill in" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        }
      />
    </div>
  );
}
