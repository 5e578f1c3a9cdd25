/** The table menu's "Call waiter" button (loaded lazily by the menu, with its own strings). */
export { CallWaiterButton } from './components/call-waiter-button';
