import { Navigate, useNavigate } from 'react-router-dom';
import { SignIn } from './sign-in-page';
import { useSession } from './session';

/** /admin/sign-in: the sign-in, then the first screen (already signed in: straight there). */
export function SignInPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  if (session.state === 'signed-in') return <Navigate to="/" replace />;
  return <SignIn onSignedIn={() => navigate('/', { replace: true })} />;
}
