import { describe, expect, it } from 'vitest';
import { authHref, nextPathOf } from './next-path.ts';

describe('nextPathOf', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(nextPathOf('?next=/checkout')).toBe('/checkout');
    expect(nextPathOf('?next=%2Fdashboard%3Ftab%3Dprofile%23top')).toBe(
      '/dashboard?tab=profile#top',
    );
  });

  it('goes to the dashboard without a next, or with one that leaves the site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https://evil.example/',
      '?next=//evil.example',
      '?next=/\\evil.example',
      '?next=/%09/evil.example',
      '?next=%2F%0A%2Fevil.example',
      '?next=javascript:alert(1)',
      '?next=dashboard',
      '?next=/./%2F/evil.example',
    ]) {
      const path = nextPathOf(search);
      expect(path.startsWith('/') && !path.startsWith('//'), search).toBe(true);
      expect(path, search).not.toContain('evil');
    }
  });

  it('never goes back to the sign-in page', () => {
    expect(nextPathOf('?next=/auth')).toBe('/dashboard');
    expect(nextPathOf('?next=/auth/reset')).toBe('/dashboard');
  });
});

describe('authHref', () => {
  it('keeps the next of the address', () => {
    expect(authHref('register', '?next=/checkout')).toBe('/auth/register?next=%2Fcheckout');
    expect(authHref(null, '')).toBe('/auth');
  });
});
