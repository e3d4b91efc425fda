/** The dashboard's favourite star: its status from the server, a click stars or unstars it. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useGetDashboardFavoriteStatusQuery, useSetDashboardFavoriteMutation } from '../../../../api/dashboards';
import { useToasts } from '../../../toasts';

const FAVORITE_FAILED_MESSAGE = 'There was an issue favoriting this dashboard.';

export function FavoriteStar({ dashboardId }: { dashboardId: number }) {
  const { data: isStarred = false } = useGetDashboardFavoriteStatusQuery(dashboardId);
  const [setFavorite, { isLoading }] = useSetDashboardFavoriteMutation();
  const toasts = useToasts();
  const toggle = () => {
    setFavorite({ id: dashboardId, favorite: !isStarred })
      .unwrap()
      .catch(() => toasts.addDangerToast(FAVORITE_FAILED_MESSAGE));
  };
  return (
    <Button
      type="text"
      aria-label={isStarred ? 'Unstar' : 'Star'}
      aria-pressed={isStarred}
      disabled={isLoading}
      onClick={toggle}
      icon={isStarred ? <StarFilled style={{ color: '#fbc700' }} /> : <StarOutlined />}
    />
  );
}
