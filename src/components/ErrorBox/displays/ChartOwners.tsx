import { Typography } from 'antd';

/** The owners line as plain text; undefined when the error names no owners. */
export function chartOwnersText(owners: string[]): string | undefined {
  if (owners.length === 0) return undefined;
  const label = owners.length === 1 ? "For help, contact the chart's owner:" : "For help, contact the chart's owners:";
  return `${label} ${owners.join(', ')}`;
}

/** Who to ask about a chart that failed; nothing when the error names no owners. */
export function ChartOwners({ owners }: { owners: string[] }) {
  const text = chartOwnersText(owners);
  if (!text) return null;
  return <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>;
}
