import type { ReactNode } from 'react';
import { Result } from 'antd';

/** antd's 403 result (its module carries every status illustration: loaded only when shown). */
export default function NoAccessResult({
  title,
  message,
  extra,
}: {
  title: string;
  message: string;
  extra?: ReactNode;
}) {
  return <Result status="403" title={title} subTitle={message} extra={extra} />;
}
