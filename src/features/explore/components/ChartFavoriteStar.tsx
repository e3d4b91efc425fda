/**
 * The saved chart's star. Its state is the chart's cached favourite status and a click is a
 * mutation on the `Favorite` tag, so every other view of that chart (the chart list) follows.
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useGetChartFavoritesQuery, useToggleChartFavoriteMutation } from '../../../api/charts';
import { useAppDispatch } from '../../../app/hooks';
import { addDangerToast } from '../../toasts';

const STARRING_FAILED_MESSAGE = 'An error occurred while starring this chart';

export function ChartFavoriteStar({ chartId }: { chartId: number }) {
  const dispatch = useAppDispatch();
  const { data } = useGetChartFavoritesQuery([chartId]);
  const [toggleFavorite, { isLoading: toggling }] = useToggleChartFavoriteMutation();
  const isStarred = data?.[chartId] ?? false;

  const onClick = async () => {
    try {
      await toggleFavorite({ id: chartId, favorite: !isStarred }).unwrap();
    } catch {
      dispatch(addDangerToast(STARRING_FAILED_MESSAGE));
    }
  };

  return (
    <Button
      type="text"
      aria-label={isStarred ? 'Unstar' : 'Star'}
      icon={isStarred ? <StarFilled style={{ color: '#fcc700' }} /> : <StarOutlined />}
      disabled={toggling}
      onClick={() => void onClick()}
    />
  );
}
