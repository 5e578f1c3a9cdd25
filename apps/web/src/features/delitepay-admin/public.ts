/**
 * What other staff screens use of DelitePay: the venue's on/off switch (in /settings). Its strings
 * are the 'delitepay-admin' namespace: load it with the route (withNamespace).
 */
export { DelitePaySwitch } from './components/delitepay-switch';
