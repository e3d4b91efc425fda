/**
 * /superset/dashboard/p/<key>/: reads the permalink and goes on to its dashboard with
 * `permalink_key`, the stored URL parameters and the anchor (reference §3.8), as Superset's redirect does.
 */
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetDashboardPermalinkQuery } from '../../../api/dashboards';
import { isClientError } from '../../../api/errors';
import { ErrorBox } from '../../../components/ErrorBox';
import { PERMALINK_KEY_PARAM } from '../rules/urlParams';

export default function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useGetDashboardPermalinkQuery(key, { skip: !key });

  useEffect(() => {
    if (!data) return;
    const params = new URLSearchParams(data.state.urlParams ?? []);
    params.set(PERMALINK_KEY_PARAM, key);
    const anchor = data.state.anchor ? `#${encodeURIComponent(data.state.anchor)}` : '';
    // The stored id is the dashboard's uuid on Superset 3+, its number before: both open the page.
    const path = `/superset/dashboard/${encodeURIComponent(String(data.dashboardId))}/`;
    navigate(`${path}?${params.toString()}${anchor}`, { replace: true });
  }, [data, key, navigate]);

  if (error) {
    return isClientError(error) ? (
      <ErrorBox error={error} source="dashboard" />
    ) : (
      <ErrorBox message={error.message} source="dashboard" />
    );
  }
  return <Spin style={{ margin: 48 }} />;
}
