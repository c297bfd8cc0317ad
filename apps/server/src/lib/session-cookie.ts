/** The session cookie of the web app (docs/rules/accounts-and-auth.md#tokens-and-cookies). HttpOnly: scripts never see it. */
export const SESSION_COOKIE = 'picha_session';
