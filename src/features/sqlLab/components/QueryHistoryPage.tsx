import ComingSoon from '../../shell/ComingSoon';

/** /sqllab/history/: placeholder until the query-history page is built. */
export default function QueryHistoryPage() {
  return <ComingSoon title="Query history" />;
}
