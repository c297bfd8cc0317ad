/** The demo marketplace's accounts are those with an address at this domain (the seed makes them, the studio's demo switch finds them). */
export const DEMO_EMAIL_DOMAIN = 'demo.picha.studio';
