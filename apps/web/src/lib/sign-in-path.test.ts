import { roleChoiceTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath, signInReason } from './sign-in-path';

describe('safeNextPath', () => {
  it.each(['/dashboard/settings', '/subscribers/choices', '/photographer-dashboard/portfolio?x=1'])('keeps %s', (p) =>
    expect(safeNextPath(p)).toBe(p),
  );
  it.each([
    null,
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'dashboard',
    '/signup',
    '/signup?mode=signin',
    '/sw/signup?mode=signin',
  ])('refuses %s', (p) => expect(safeNextPath(p)).toBeUndefined());
  it('answers a Kiswahili address as the router knows it (it adds the page’s language itself)', () => {
    expect(safeNextPath('/sw/dashboard/settings')).toBe('/dashboard/settings');
    expect(signInPath('/sw/photographers?location=Nairobi')).toBe(
      '/signup?mode=signin&next=%2Fphotographers%3Flocation%3DNairobi',
    );
  });
});

describe('signInPath', () => {
  it('opens Sign In and remembers where to return', () => {
    expect(signInPath('/dashboard')).toBe('/signup?mode=signin');
    expect(signInPath('/dashboard/settings')).toBe('/signup?mode=signin&next=%2Fdashboard%2Fsettings');
    expect(signInPath('https://evil.example')).toBe('/signup?mode=signin');
  });
});

describe('signInReason', () => {
  it('asks to log in to manage the portfolio when the role choice sent the visitor', () => {
    expect(signInReason('/subscribers/choices')).toBe(roleChoiceTexts.notLoggedIn);
    expect(signInReason('/subscribers/choices?x=1')).toBe(roleChoiceTexts.notLoggedIn);
  });
  it.each([null, '/dashboard', '/dashboard/settings', '//evil.example/subscribers/choices'])(
    'says nothing for %s',
    (p) => expect(signInReason(p)).toBeUndefined(),
  );
});
