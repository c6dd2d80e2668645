import { describe, expect, it } from 'vitest';
import { AUDIT_TARGETS } from '../../src/domain/admin.ts';
import adminEn from '../../src/client/locales/admin.en.json';
import adminFr from '../../src/client/locales/admin.fr.json';

/** The audit log says every target and every action the server records, in both languages. */
describe('the audit log texts', () => {
  const RECORDED_ACTIONS = [
    'user.create',
    'user.role',
    'user.delete',
    'accommodation.create',
    'accommodation.update',
    'accommodation.photo_upload',
    'accommodation.photo_remove',
    'outbox.read',
  ];

  for (const [language, texts] of [
    ['en', adminEn],
    ['fr', adminFr],
  ] as const) {
    it(`names every target in ${language}`, () => {
      for (const target of AUDIT_TARGETS)
        expect(texts.audit.targets, target).toHaveProperty(target);
    });
    it(`names every recorded action in ${language}`, () => {
      for (const action of RECORDED_ACTIONS)
        expect(texts.audit.actions, action).toHaveProperty(action.replace('.', '_'));
    });
  }
});
