import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/<path>?<query> → /<path>?<query>, replacing the history entry. */
export function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
