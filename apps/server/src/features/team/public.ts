/** The staff team (issue 8): memberships, roles and permissions, invites, manager approval, the audit log. */
export { createMemberDirectory, MEMBER_CACHE_MS, type TMemberDirectory } from './member-directory.ts';
export { routePermissionsPlugin, declaredAccess, ROUTE_PERMISSIONS, type TRouteAccess, type TDeclaredRoute } from './route-permissions.ts';
/** Other features record their money-relevant and destructive actions in the audit log, inside their own transaction. */
export { recordAudit, type TApprover, type TAuditRecord } from './audit.ts';
/** A service whose action needs more than the route's permission: the caller's own, or a manager's PIN (X-Manager-Pin). */
export { approvalFor } from './approval.ts';
export { insertOwnerMember } from './owner-member.ts';
/** The employees feature keeps each employee a PIN-only member of the same id. */
export { forgetEmployee, mirrorEmployee } from './pin-members.ts';
export { teamRoutes } from './routes.ts';
/** The guest chat assigns threads to members and names them (features/guest-chat). */
export { findMember as findTeamMember, listMembers as listTeamMembers } from './member-repository.ts';
