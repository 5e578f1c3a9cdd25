import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateSession, useSession } from '../../lib/session/session-store';

/**
 * SPEC section 4: when didLogOut turns true the browser goes to /signin. The flag is cleared only
 * once /signin is on screen: until then the business and customer guards stay blank instead of
 * racing this navigation with their own ?redirect= one.
 */
export function LogoutWatcher() {
  const { didLogOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!didLogOut) return;
    if (pathname === '/signin') updateSession({ didLogOut: false });
    else void navigate('/signin', { replace: true });
  }, [didLogOut, pathname, navigate]);
  return null;
}
