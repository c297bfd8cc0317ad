import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The shared fixture's rule (a console error fails the test), except that the browser's own
 * "Failed to load resource" line for an API's deliberate 4xx answer (a wrong password, an expired
 * session) is expected here: these tests provoke them on purpose.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() !== 'error') return;
        if (text.includes('404 (Not Found)')) return;
        if (/Failed to load resource: the server responded with a status of (400|401|403|409|413|415|429)\b/.test(text))
          return;
        problems.push(text);
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await use();
      // A test that provokes a failure on purpose names the console line it expects.
      const expected = testInfo.annotations.filter((a) => a.type === 'expected-console-error');
      const unexpected = problems.filter((p) => !expected.some((a) => a.description && p.includes(a.description)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const PASSWORD = 'Kilimanjaro7';
export const NEW_PASSWORD = 'Jacaranda42';

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

let n = 0;
/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(info: TestInfo, name = 'e2e') {
  return `${name}.${info.project.name}.${Date.now().toString(36)}.${process.pid}.${++n}@example.com`;
}

const mailbox = () => {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run through playwright.config.ts');
  return url;
};

interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${mailbox()}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Mail[];
}

/** Waits for the `count`-th mail with this subject to reach the SMTP server, and returns it. */
export async function waitForMail(email: string, subject: string, count = 1): Promise<Mail> {
  let found: Mail[] = [];
  let arrived: string[] = [];
  try {
    await expect
      .poll(
        async () => {
          const all = await mailsTo(email);
          arrived = all.map((m) => m.subject);
          found = all.filter((m) => m.subject === subject);
          return found.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(count);
  } catch {
    // What did arrive for the address tells a mail in another wording or language from a missing one.
    throw new Error(`mail "${subject}" (${count}) to ${email} within 15 s; arrived: ${JSON.stringify(arrived)}`);
  }
  return found[count - 1]!;
}

export async function resetCodeFor(email: string, count = 1): Promise<string> {
  const mail = await waitForMail(email, 'Your Picha Studio password reset code', count);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeDefined();
  return code!;
}

export const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** Signs up through the screen; ends on the role choice page. */
export async function signUpThroughScreen(page: Page, email: string, password = PASSWORD, name = 'Wanjiru Kamau') {
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await submit(page, 'Sign Up');
  await expect(page).toHaveURL(/\/subscribers\/choices$/);
}

/** Signs in through the screen; ends in the account's own area (docs/rules/history.md#issue-23: a client's dashboard, a photographer's, the console). */
export async function signInThroughScreen(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signup?mode=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page, 'Sign In');
  await expect(page).toHaveURL(/\/(dashboard|photographer-dashboard|studio)$/);
}

/** A fast account for tests about what comes after sign-up: created over the API, then signed in through the screen. */
export async function accountSignedIn(page: Page, info: TestInfo, name = 'member', displayName = 'Wanjiru Kamau') {
  const email = uniqueEmail(info, name);
  const res = await page.request.post('/api/auth/signup', {
    data: { name: displayName, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(201);
  // The API call set the cookie in this context; sign in through the screen anyway, as a person would.
  await page.context().clearCookies();
  await signInThroughScreen(page, email);
  return email;
}
