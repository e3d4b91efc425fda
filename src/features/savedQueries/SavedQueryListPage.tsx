import ComingSoon from '../shell/ComingSoon';

/** /savedqueryview/list/: placeholder until the saved-queries list is built. */
export default function SavedQueryListPage() {
  return <ComingSoon title="Saved queries" />;
}
