import type { StudioContent } from '@studio/shared';

/** The studio's contact details and opening hours: the contact page and the legal pages read them. */
export const contactDetails: StudioContent['contactDetails'] = {
  phone: '+254 709 418 260',
  email: 'hello@picha.studio',
  privacyEmail: 'privacy@picha.studio',
  location: {
    label: 'Westlands, Nairobi',
    addressLines: ['Picha Studio', '2nd Floor, Jacaranda Court', 'Rhapta Road, Westlands', 'Nairobi, Kenya'],
    mapUrl: 'https://www.openstreetmap.org/search?query=Rhapta%20Road%2C%20Westlands%2C%20Nairobi',
    directions:
      'Five minutes from Westlands roundabout, with parking in the courtyard. Ask the guard for the studio on the second floor; there is a lift.',
  },
  postalAddress: 'P.O. Box 14620-00800, Nairobi, Kenya',
  openingHours: [
    { days: 'Monday to Friday', hours: '9:00 am – 6:00 pm' },
    { days: 'Saturday', hours: '10:00 am – 4:00 pm' },
    { days: 'Sunday and public holidays', hours: 'Closed (shoots by appointment)' },
  ],
  responseTime: 'We answer every message within one working day.',
};
