import { Result } from 'antd';

/** An honest placeholder for a screen whose issue has not landed yet. */
export default function ComingSoon({ title }: { title: string }) {
  return <Result status="info" title={title} subTitle="This screen is coming soon." />;
}
