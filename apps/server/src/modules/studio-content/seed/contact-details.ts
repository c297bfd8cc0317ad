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
    sw: {
      directions:
        'Dakika tano kutoka mzunguko wa Westlands, na maegesho uani. Muulize mlinzi studio iliyo ghorofa ya pili; kuna lifti.',
    },
  },
  postalAddress: 'P.O. Box 14620-00800, Nairobi, Kenya',
  openingHours: [
    // Kiswahili tells the time from dawn (saa 3 asubuhi is 9 am), as Kenyans read it.
    {
      days: 'Monday to Friday',
      hours: '9:00 am – 6:00 pm',
      sw: { days: 'Jumatatu hadi Ijumaa', hours: 'Saa 3:00 asubuhi – saa 12:00 jioni' },
    },
    {
      days: 'Saturday',
      hours: '10:00 am – 4:00 pm',
      sw: { days: 'Jumamosi', hours: 'Saa 4:00 asubuhi – saa 10:00 jioni' },
    },
    {
      days: 'Sunday and public holidays',
      hours: 'Closed (shoots by appointment)',
      sw: { days: 'Jumapili na sikukuu za umma', hours: 'Tumefunga (upigaji picha kwa miadi)' },
    },
  ],
  responseTime: 'We answer every message within one working day.',
  sw: { responseTime: 'Tunajibu kila ujumbe ndani ya siku moja ya kazi.' },
};
