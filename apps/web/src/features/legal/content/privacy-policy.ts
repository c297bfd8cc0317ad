import { type ContactDetails, STUDIO_NAME } from '@studio/shared';
import { type LegalDocument, list, p, table } from './legal-document';

/** The privacy policy, written for Kenya's Data Protection Act, 2019. Contact details come from the studio content. */
export function privacyPolicy(contact: ContactDetails): LegalDocument {
  const address = contact.location.addressLines.join(', ');
  return {
    title: 'Privacy Policy',
    lastUpdated: '2026-11-20',
    intro: [
      `${STUDIO_NAME} is a photography and videography studio in Nairobi that also runs a marketplace where clients find independent photographers. This policy explains what personal data we collect through this website, our studio work and the marketplace, why we collect it, how long we keep it and the rights you have over it.`,
      'We follow the Data Protection Act, 2019 and the regulations made under it. In short: we collect only what we need, we never sell personal data, and you can ask us at any time what we hold about you, correct it or have it deleted.',
    ],
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are and how to reach us',
        blocks: [
          p(
            `${STUDIO_NAME} decides why and how your personal data is processed, which makes us the data controller under the Act. Our studio is at ${address}. Our postal address is ${contact.postalAddress}.`,
          ),
          p(
            `For anything about your personal data, write to our data protection officer at ${contact.privacyEmail}, or call ${contact.phone} during opening hours.`,
          ),
        ],
      },
      {
        id: 'what-we-collect',
        title: 'What we collect, why, and for how long',
        blocks: [
          p(
            'The table below lists each kind of personal data we hold, what we use it for, the lawful basis the Act gives us for using it, and how long we keep it. When a retention period ends we delete the data or make it anonymous.',
          ),
          table(
            'Personal data we process',
            ['What', 'Why we use it', 'Lawful basis', 'How long we keep it'],
            [
              [
                'Contact messages: your name, e-mail address and message',
                'To answer you and, if you book, to prepare your quote',
                'Our legitimate interest in answering enquiries; steps you ask for before a contract',
                '24 months after our last exchange',
              ],
              [
                'Newsletter: your e-mail address and the dates you subscribed, confirmed or unsubscribed',
                'To send the newsletter you asked for; we only start after you confirm by clicking the link we e-mail you',
                'Your consent, which you can withdraw with the unsubscribe link in every e-mail',
                'Until you unsubscribe; after that only the address and date, so that we never write to you again',
              ],
              [
                'Accounts: e-mail address, username, profile picture, role, a securely hashed password, and the sign-in sessions on your devices (device type, IP address, dates)',
                'To run your account, keep it secure and let you sign in',
                'Our contract with you; our legitimate interest in security',
                'While your account is open; sessions end after 30 days or when you log out; deleted when you delete your account',
              ],
              [
                'Photographer portfolios: name, e-mail, phone, speciality, prices, location, experience, website, availability, photographs and a video',
                'To publish your profile and connect you with clients',
                'Our contract with you',
                'Until you delete the portfolio or your account; uploaded files are deleted with it',
              ],
              [
                'Inquiries and booking requests to photographers: your name, e-mail, phone, the service, event date and message',
                'To pass your request to the photographer you chose so they can answer you',
                'Steps you ask for before a contract',
                '24 months after the request',
              ],
              [
                'Studio bookings: agreements, invoices and payment records, including M-Pesa or bank transaction references',
                'To deliver the work and keep the accounts the law requires',
                'Our contract with you; our legal obligations under Kenyan tax law',
                'Five years after the end of the financial year, as tax law requires',
              ],
              [
                'Photographs and films we make of you and your guests',
                'To deliver the work you commissioned; and, only if you agree, to show it in our portfolio and marketing',
                'Our contract with you; your consent for portfolio and marketing use',
                'Online gallery: 12 months after delivery; archive copies: 3 years, unless you ask us to delete them sooner',
              ],
              [
                'Cookies and similar storage on your device',
                'Essential storage keeps you signed in and remembers your settings; optional analytics and marketing cookies only if you allow them',
                'Necessary for the service you asked for; your consent for optional cookies',
                'See our cookie settings page for each item',
              ],
              [
                'Server logs: IP address, pages requested, time and browser type',
                'To keep the site secure and find faults',
                'Our legitimate interest in a secure, working website',
                '30 days',
              ],
            ],
          ),
          p(
            'When you upload photographs to the marketplace, we remove the hidden location (GPS) and camera data from them before they are published.',
          ),
        ],
      },
      {
        id: 'sensitive-data',
        title: 'Sensitive personal data in photographs',
        blocks: [
          p(
            'We do not ask for sensitive personal data. Photographs can still reveal it: a wedding shows marital status, a family portrait shows family details, a ceremony may show religious belief. The Act treats these as sensitive. We process them only to deliver the work you commissioned, and use them for anything else only with your explicit consent.',
          ),
        ],
      },
      {
        id: 'children',
        title: 'Children',
        blocks: [
          p(
            'Accounts are for adults. We photograph children only when a parent or guardian has booked or agreed to it, and we publish identifiable pictures of children only with that parent or guardian’s written consent.',
          ),
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share your data with',
        blocks: [
          p('We never sell personal data. We share it only in these cases:'),
          list(
            'With the independent photographer you contact through the marketplace, so that they can answer you.',
            'With service providers who work for us under contract and only on our instructions (data processors): website hosting, e-mail delivery, online galleries, and payment services such as M-Pesa and our bank.',
            'With a second photographer or editor working on your booking, under the same duty of confidentiality as our own team.',
            'With public authorities, when the law requires it.',
          ),
        ],
      },
      {
        id: 'transfers',
        title: 'Data stored outside Kenya',
        blocks: [
          p(
            'Some of our service providers, such as e-mail and cloud storage services, may keep data on servers outside Kenya. We use such providers only where the Act allows it, with appropriate safeguards for your data in place, and we will tell you on request which countries are involved.',
          ),
        ],
      },
      {
        id: 'security',
        title: 'How we protect your data',
        blocks: [
          list(
            'The site is served over an encrypted connection.',
            'Passwords are stored only as a slow, salted hash that cannot be turned back into the password.',
            'Only the staff who need personal data for their work can reach it, and they are bound to confidentiality.',
            'Client photographs are kept in at least two copies, one of them away from the studio.',
          ),
          p(
            'If a breach of personal data puts you at real risk, we will report it to the Data Protection Commissioner within 72 hours of becoming aware of it, and tell you without delay what happened and what you can do.',
          ),
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        blocks: [
          p('Under the Data Protection Act, 2019 you have the right:'),
          list(
            'to be told how your personal data is used, as this policy does;',
            'to access the personal data we hold about you and get a copy;',
            'to have inaccurate or misleading data corrected;',
            'to have data deleted when we no longer need it or should not hold it;',
            'to object to our use of your data, including for marketing at any time;',
            'to receive the data you gave us in a structured, commonly used, machine-readable form, and to have it sent to another organisation (portability);',
            'to withdraw consent at any time, without affecting what was done before;',
            'not to be subject to a decision based only on automated processing that significantly affects you. We make no such decisions.',
          ),
        ],
      },
      {
        id: 'how-to-ask',
        title: 'How to use your rights',
        blocks: [
          p(
            'If you have an account, you can download your data and delete your account yourself in your account settings. For anything else, send your request:',
          ),
          list(
            `by e-mail to ${contact.privacyEmail};`,
            `by post to ${contact.postalAddress};`,
            `or in person at ${address}.`,
          ),
          p(
            'Requests are free. We may ask you to confirm your identity before we act, so that we never hand your data to someone else. We acknowledge every request within two working days and answer it within 14 days; if a request is complex we will tell you why and when to expect our answer.',
          ),
        ],
      },
      {
        id: 'complaints',
        title: 'Complaints',
        blocks: [
          p(
            'If you are unhappy with how we have handled your data, please tell us first so that we can put it right. You also have the right to complain to the Office of the Data Protection Commissioner (ODPC), Kenya’s data protection authority, at any time. Its website, https://www.odpc.go.ke, explains how to lodge a complaint.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [
          p(
            'We will update this policy when our services or the law change, and change the date at the top. If a change affects how we use data you have already given us, we will tell you by e-mail before it takes effect.',
          ),
        ],
      },
    ],
  };
}
