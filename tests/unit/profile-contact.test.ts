import { describe, expect, it } from 'vitest';
import { withProfileContact } from '../../src/domain/accounts.ts';

const profile = {
  firstName: 'Fatou',
  lastName: 'Sow',
  email: 'fatou@example.com',
  phone: '+221 77 123 45 67',
};
const empty = { customerName: '', customerEmail: '', customerPhone: '', travelers: '2' };

describe('withProfileContact', () => {
  it("fills the empty contact fields with the profile's name, e-mail and phone", () => {
    expect(withProfileContact(empty, profile)).toEqual({
      customerName: 'Fatou Sow',
      customerEmail: 'fatou@example.com',
      customerPhone: '+221 77 123 45 67',
      travelers: '2',
    });
  });

  it('never replaces what the traveller typed, and leaves the phone empty without one', () => {
    const typed = { ...empty, customerName: 'Awa Diop', customerPhone: '+233 20 123 4567' };
    expect(withProfileContact(typed, { ...profile, phone: null })).toMatchObject({
      customerName: 'Awa Diop',
      customerEmail: 'fatou@example.com',
      customerPhone: '+233 20 123 4567',
    });
    expect(withProfileContact(empty, { ...profile, phone: null }).customerPhone).toBe('');
  });
});
