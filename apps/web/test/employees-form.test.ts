import { describe, expect, it } from 'vitest';
import { validateEmployeeForm } from '../src/features/employees-admin/lib/employee-form';

describe('employee form validate (@mantine/form)', () => {
  it('needs a PIN for a new employee, keeps the current one when editing with the field empty', () => {
    expect(validateEmployeeForm(true)({ name: 'Ana', displayId: '7', pin: '' })).toEqual({ pin: 'errors.pin' });
    expect(validateEmployeeForm(false)({ name: 'Ana', displayId: '7', pin: '' })).toEqual({});
    expect(validateEmployeeForm(false)({ name: '', displayId: '', pin: '12' })).toEqual({
      name: 'errors.name',
      displayId: 'errors.displayId',
      pin: 'errors.pin',
    });
  });
});
