import { describe, expect, it } from 'vitest';
import { checkEmployeeForm, formOf } from '../src/features/employees-admin/lib/employee-form';

describe('employee form', () => {
  it('needs a name, a short id and a 4 to 6 digit PIN for a new employee', () => {
    expect(checkEmployeeForm({ name: '', displayId: '', pin: '12' }, true)).toEqual({
      errors: { name: 'errors.name', displayId: 'errors.displayId', pin: 'errors.pin' },
    });
    expect(checkEmployeeForm({ name: ' Ana ', displayId: '7', pin: '1234' }, true)).toEqual({ body: { name: 'Ana', displayId: '7', pin: '1234' } });
    expect(checkEmployeeForm({ name: 'Ana', displayId: '7', pin: '1234567' }, true)).toMatchObject({ errors: { pin: 'errors.pin' } });
  });

  it('keeps the stored PIN when editing with the PIN left empty', () => {
    const form = formOf({ id: 'e1', name: 'Ben', displayId: '2', hasPin: true, createdAt: '', updatedAt: '' });
    expect(form.pin).toBe('');
    expect(checkEmployeeForm(form, false)).toEqual({ body: { name: 'Ben', displayId: '2' } });
    expect(checkEmployeeForm({ ...form, pin: '98765' }, false)).toEqual({ body: { name: 'Ben', displayId: '2', pin: '98765' } });
  });
});
