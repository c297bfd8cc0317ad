import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { SESSION_COOKIE } from '../src/lib/session-cookie';

/** A password that passes every rule and is on no common list. */
export const GOOD_PASSWORD = 'Kilimanjaro7';
export const OTHER_GOOD_PASSWORD = 'Jacaranda42';

/** What the web app's own pages send (PUBLIC_URL in tests is http://127.0.0.1:3000). */
export const SAME_ORIGIN = { origin: 'http://127.0.0.1:3000' };

let counter = 0;
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'session cookie').toBeDefined();
  return `${SESSION_COOKIE}=${cookie!.value}`;
}

export async function signUp(app: App, email = uniqueEmail(), password = GOOD_PASSWORD, name = 'Wanjiru Kamau') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password, confirmPassword: password },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return { email, password, token: body.token as string, user: body.user, cookie: sessionCookie(res) };
}

export function signIn(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function me(app: App, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/me', headers });
}
