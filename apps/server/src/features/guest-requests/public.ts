/** Hotel amenity catalogue and guest requests (docs/api/hotel.md). */
export { guestRequestRoutes, hotelMinuteMs } from './routes.ts';
export { guestRequestsCheckOut, registerGuestRequestJobs, APPROVAL_EXPIRE_JOB, WAKE_UP_DUE_JOB, WAKE_UP_ESCALATE_JOB } from './jobs.ts';
