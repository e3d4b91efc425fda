import { CheckOutlined, CloseOutlined, SyncOutlined, WarningOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

const COLORS = { primary: '#1677ff', error: '#e04355', success: '#5ac189', text: '#333' } as const;

interface StateLook {
  icon: ReactNode;
  label: string;
  color: string;
}

/**
 * Superset's icon, colour and words for a last state or a run's state: for an alert a 'Success' means
 * it triggered (a warning), for a report that it was sent. Unknown or empty states read as not triggered.
 */
function reportStateLook(state: string | null | undefined, isReport: boolean): StateLook {
  switch (state) {
    case 'Success':
      return isReport
        ? { icon: <CheckOutlined />, label: 'Report sent', color: COLORS.success }
        : { icon: <WarningOutlined />, label: 'Alert triggered, notification sent', color: COLORS.error };
    case 'Working':
      return {
        icon: <SyncOutlined spin />,
        label: isReport ? 'Report sending' : 'Alert running',
        color: COLORS.primary,
      };
    case 'Error':
      return { icon: <CloseOutlined />, label: isReport ? 'Report failed' : 'Alert failed', color: COLORS.error };
    case 'On Grace':
      return { icon: <WarningOutlined />, label: 'Alert Triggered, In Grace Period', color: COLORS.error };
    default:
      return { icon: <CheckOutlined />, label: 'Nothing triggered', color: COLORS.success };
  }
}

export function ReportStateIcon({ state, isReport }: { state: string | null | undefined; isReport: boolean }) {
  const look = reportStateLook(state, isReport);
  return (
    <Tooltip title={look.label} placement="bottomLeft">
      <span role="img" aria-label={look.label} data-state={state ?? ''} style={{ color: look.color, fontSize: 16 }}>
        {look.icon}
      </span>
    </Tooltip>
  );
}
