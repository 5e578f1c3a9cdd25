/** What the rest of the app may use from the auth feature. */
export { SignOutButton } from './components/sign-out-button';
