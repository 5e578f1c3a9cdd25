import { describe, expect, it } from 'vitest';
import { ZCustomRoleInputSchema, ZRoleRefSchema } from '../src/team/contracts.ts';
import { BUILT_IN_ROLES, PERMISSIONS, ROLE_PERMISSIONS, ROLE_START_SCREEN, hasPermission, startScreenFor } from '../src/team/permissions.ts';

describe('the role matrix', () => {
  it('gives owners everything and keeps ownership to them', () => {
    expect([...ROLE_PERMISSIONS.owner]).toEqual([...PERMISSIONS]);
    for (const role of BUILT_IN_ROLES.filter((r) => r !== 'owner')) expect(ROLE_PERMISSIONS[role]).not.toContain('ownership.manage');
    expect(ZCustomRoleInputSchema.safeParse({ name: 'Boss', permissions: ['ownership.manage'] }).success).toBe(false);
  });

  it('keeps money, menu editing and settings away from the kitchen, and every role sees the orders', () => {
    for (const p of ['money.refund', 'money.comp', 'money.discount', 'menu.edit', 'settings.change', 'users.manage'] as const)
      expect(hasPermission(ROLE_PERMISSIONS.kitchen, p)).toBe(false);
    for (const role of BUILT_IN_ROLES) expect(ROLE_PERMISSIONS[role]).toContain('orders.view');
    // A server cancels, but a paid order's refund needs a manager.
    expect(ROLE_PERMISSIONS.frontOfHouse).toContain('orders.cancel');
    expect(ROLE_PERMISSIONS.frontOfHouse).not.toContain('money.refund');
  });

  it('names each role’s start screen; custom roles start where their permissions lead', () => {
    expect(ROLE_START_SCREEN.kitchen).toBe('/orders/kitchen');
    expect(startScreenFor(['orders.view', 'orders.prepare'])).toBe('/orders/kitchen');
    expect(startScreenFor(['menu.edit'])).toBe('/menu');
    expect(startScreenFor(['users.manage'])).toBe('/users');
    expect(startScreenFor([])).toBe('/settings');
  });

  it('accepts built-in and custom role references only', () => {
    expect(ZRoleRefSchema.safeParse('kitchen').success).toBe(true);
    expect(ZRoleRefSchema.safeParse('custom:abc_123').success).toBe(true);
    expect(ZRoleRefSchema.safeParse('chef').success).toBe(false);
    expect(ZRoleRefSchema.safeParse('custom:../x').success).toBe(false);
  });
});
