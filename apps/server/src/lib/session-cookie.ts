/** The session cookie of the web app (D8). HttpOnly: scripts never see it. */
export const SESSION_COOKIE = 'picha_session';
