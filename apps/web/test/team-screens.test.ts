import { describe, expect, it } from 'vitest';
import type { TTeamMember } from '@menudelite/shared/team/contracts';
import { ROLE_PERMISSIONS } from '@menudelite/shared/team/permissions';
import { acceptBody, acceptModeOf, acceptSchema } from '../src/features/team-admin/lib/accept-form';
import { auditFacts } from '../src/features/team-admin/lib/audit-details';
import { memberMenuActions } from '../src/features/team-admin/lib/member-actions';
import { kitchenNextStep, ordersToPrepare } from '../src/features/kitchen-view/lib/kitchen-orders';
import { makeOrder } from './orders-dashboard-fixture';

const member = (patch: Partial<TTeamMember>): TTeamMember => ({
  id: 'm2',
  userId: 'u2',
  name: 'Sam',
  email: 'sam@example.com',
  displayId: null,
  role: 'frontOfHouse',
  roleName: 'frontOfHouse',
  status: 'active',
  hasPin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const TOKEN = 'a'.repeat(32);

describe('invite acceptance', () => {
  it('asks a new account for a name and a strong password, an existing one for its password, a signed-in one for nothing', () => {
    expect(acceptModeOf({ accountExists: false, email: 'a@x.io' }, null)).toBe('newAccount');
    expect(acceptModeOf({ accountExists: true, email: 'a@x.io' }, null)).toBe('existingAccount');
    expect(acceptModeOf({ accountExists: true, email: 'A@x.io' }, 'a@x.io')).toBe('signedIn');
    expect(acceptModeOf({ accountExists: true, email: 'a@x.io' }, 'b@x.io')).toBe('existingAccount');
    expect(acceptSchema('newAccount').safeParse(acceptBody('newAccount', TOKEN, { fullName: 'Kim', password: 'weak' })).success).toBe(false);
    expect(acceptSchema('newAccount').safeParse(acceptBody('newAccount', TOKEN, { fullName: 'Kim', password: 'Str0ng!pass' })).success).toBe(true);
    expect(acceptBody('signedIn', TOKEN, { fullName: 'x', password: 'y' })).toEqual({ token: TOKEN });
    expect(acceptSchema('existingAccount').safeParse(acceptBody('existingAccount', TOKEN, { fullName: '', password: '' })).success).toBe(false);
  });
});

describe('member actions offered on /users', () => {
  const owner = { memberId: 'm1', permissions: ROLE_PERMISSIONS.owner };
  const manager = { memberId: 'm1', permissions: ROLE_PERMISSIONS.manager };
  it('lets the owner change, suspend, remove and hand over ownership', () => {
    expect(memberMenuActions(member({}), owner)).toEqual(['changeRole', 'suspend', 'remove', 'transfer']);
    expect(memberMenuActions(member({ status: 'suspended' }), owner)).toEqual(['changeRole', 'reactivate', 'remove']);
  });
  it('offers nothing on oneself, nothing on an owner to a manager, and no ownership to a PIN-only member', () => {
    expect(memberMenuActions(member({ id: 'm1' }), owner)).toEqual([]);
    expect(memberMenuActions(member({ role: 'owner' }), manager)).toEqual([]);
    expect(memberMenuActions(member({}), manager)).toEqual(['changeRole', 'suspend', 'remove']);
    expect(memberMenuActions(member({ userId: null, email: null, displayId: '7' }), owner)).not.toContain('transfer');
    expect(memberMenuActions(member({}), { memberId: 'm1', permissions: ROLE_PERMISSIONS.frontOfHouse })).toEqual([]);
  });
});

describe('kitchen view', () => {
  it('lists accepted and preparing orders oldest first, each with one next step', () => {
    const orders = [
      makeOrder({ id: 'b', status: 'preparing', createdAt: '2026-01-01T10:05:00.000Z' }),
      makeOrder({ id: 'a', status: 'accepted', createdAt: '2026-01-01T10:00:00.000Z' }),
      makeOrder({ id: 'c', status: 'new', createdAt: '2026-01-01T09:00:00.000Z' }),
      makeOrder({ id: 'd', status: 'ready', createdAt: '2026-01-01T09:00:00.000Z' }),
    ];
    expect(ordersToPrepare(orders).map((o) => o.id)).toEqual(['a', 'b']);
    expect(kitchenNextStep('accepted')).toBe('preparing');
    expect(kitchenNextStep('preparing')).toBe('ready');
    expect(kitchenNextStep('ready')).toBeNull();
  });
});

const roleName = (role: string) => `role:${role}`;

describe('audit row facts', () => {
  it('shows a price change in the venue currency, a role change by role names, an order by number and total', () => {
    expect(auditFacts({ action: 'menu.itemPriceChanged', details: { name: 'Soup', from: 1250, to: 1400 } }, 'eur', roleName)).toEqual({
      subject: 'Soup',
      change: { from: '€12.50', to: '€14.00' },
    });
    expect(auditFacts({ action: 'member.roleChanged', details: { name: 'Sam', from: 'host', to: 'manager' } }, 'eur', roleName)).toEqual({
      subject: 'Sam',
      change: { from: 'role:host', to: 'role:manager' },
    });
    expect(auditFacts({ action: 'order.cancelled', details: { number: 7, from: 'new', total: 2202, paymentStatus: 'paid' } }, 'eur', roleName)).toEqual({
      subject: '#7 · €22.02',
    });
    expect(auditFacts({ action: 'settings.changed', details: { fields: ['name'] } }, 'eur', roleName)).toEqual({});
  });
});
