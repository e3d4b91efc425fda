/**
 * Published or draft. Those who can edit the dashboard click the badge to toggle it (a PUT with
 * `published` only); a refusal shows the spec's message.
 */
import { Tag, Tooltip } from 'antd';
import { isPermissionRefusal, getClientErrorObject } from '../../../../api/errors';
import { useSetDashboardPublishedMutation } from '../../../../api/dashboards';
import { useAppDispatch } from '../../../../app/hooks';
import { NO_PERMISSIONS_TO_EDIT_DASHBOARD } from '../../../dashboardProperties';
import { useToasts } from '../../../toasts';
import { publishedChanged } from '../../state/dashboardStateSlice';

const UNKNOWN_ERROR_MESSAGE = 'Sorry, an unknown error occurred';

export function PublishedStatus({
  dashboardId,
  published,
  canEdit,
}: {
  dashboardId: number;
  published: boolean;
  canEdit: boolean;
}) {
  const dispatch = useAppDispatch();
  const toasts = useToasts();
  const [setPublished, { isLoading }] = useSetDashboardPublishedMutation();
  const label = published ? 'Published' : 'Draft';
  if (!canEdit) {
    // Viewers only see a draft's badge, as Superset shows it.
    return published ? null : <Tag data-test="published-status">{label}</Tag>;
  }
  const toggle = async () => {
    if (isLoading) return;
    try {
      const reply = await setPublished({ id: dashboardId, published: !published }).unwrap();
      dispatch(publishedChanged(reply.published));
    } catch (error) {
      const clientError = await getClientErrorObject(error);
      toasts.addDangerToast(
        isPermissionRefusal(clientError) ? NO_PERMISSIONS_TO_EDIT_DASHBOARD : UNKNOWN_ERROR_MESSAGE,
      );
    }
  };
  return (
    <Tooltip
      title={
        published
          ? 'This dashboard is published. Click to make it a draft.'
          : 'This dashboard is not published. Click to publish it.'
      }
    >
      <Tag
        data-test="published-status"
        role="button"
        tabIndex={0}
        color={published ? 'green' : undefined}
        style={{ cursor: 'pointer' }}
        onClick={() => void toggle()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') void toggle();
        }}
      >
        {label}
      </Tag>
    </Tooltip>
  );
}
