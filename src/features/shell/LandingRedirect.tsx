import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { NoAccess } from '../../components/NoAccess';
import { NO_AREA_ACCESS_TEXT } from './accessMessages';
import { landingAreaFor } from './appAreas';
import { selectUser, type BootstrapState } from './bootstrapSlice';

/** `/` (and Superset's home address): on to the first area the user's roles open. */
export default function LandingRedirect() {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const landing = landingAreaFor(user);
  if (!landing) return <NoAccess message={NO_AREA_ACCESS_TEXT} />;
  return <Navigate to={landing.path} replace />;
}
