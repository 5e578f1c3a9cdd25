/**
 * What the rooms screen (rooms-admin) uses from guest services (issue 10): each room's occupancy,
 * check-in and check-out, and the room's QR code. Load the 'requests-admin' namespace with it.
 */
export { useHotelRooms } from './api/stays';
export { CheckInModal, CheckOutDialog, RoomQrModal } from './components/stay-dialogs';
export { PrintRoomQrButton } from './components/print-room-qr-button';
export { RoomStayBadge } from './components/room-stay';
