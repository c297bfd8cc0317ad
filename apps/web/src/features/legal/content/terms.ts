import { type ContactDetails, DELIVERY, deliveryTexts, STUDIO_NAME } from '@studio/shared';
import { type LegalDocument, list, p, table } from './legal-document';

/** The terms of service: studio bookings, copyright and licences, the marketplace, use of the site; Kenyan law. */
export function termsOfService(contact: ContactDetails): LegalDocument {
  return {
    title: 'Terms of Service',
    lastUpdated: '2026-11-27',
    intro: [
      `These terms apply when you use this website, book ${STUDIO_NAME} for photography or film, or use our marketplace to find or offer photography services. They are written to be read: if anything is unclear, ask us before you book.`,
      `In these terms “we” and “us” means ${STUDIO_NAME} of ${contact.postalAddress}, and “you” means the person using the site or booking our services.`,
    ],
    sections: [
      {
        id: 'bookings',
        title: 'Booking the studio',
        blocks: [
          p(
            'Every booking starts with a written quote that sets out the date, hours, number of photographers or camera operators, what we deliver and when, and the price in Kenyan shillings, including VAT where it applies. A quote is valid for 30 days.',
          ),
          p(
            'A booking is confirmed when you have signed (or accepted by e-mail) the booking agreement and we have received the deposit. Until then we may offer the date to someone else.',
          ),
        ],
      },
      {
        id: 'payment',
        title: 'Deposits and payment',
        blocks: [
          list(
            'Weddings and events: a deposit of 50% of the fee secures the date; the balance is due 14 days before the event.',
            'Portrait, fashion and commercial sessions of one day or less: a deposit of 30% secures the date; the balance is due on delivery of the pictures.',
            'You can pay by M-Pesa to our paybill number or by bank transfer. We send a receipt for every payment; please keep your M-Pesa confirmation message.',
            'Travel outside Nairobi, accommodation and permits (such as park or drone permits) are quoted separately.',
          ),
        ],
      },
      {
        id: 'cancellations',
        title: 'Cancellations and changes',
        blocks: [
          p('If you cancel, we keep part of the fee because we will usually have turned other work away:'),
          table(
            'What is due when you cancel',
            ['When you cancel', 'What you pay'],
            [
              ['More than 90 days before the date', 'The deposit only'],
              ['30 to 90 days before the date', 'The deposit and a quarter of the balance'],
              ['Fewer than 30 days before the date', 'The full fee'],
            ],
          ),
          list(
            'Moving your date: if you tell us at least 30 days ahead and we are free on the new date, we move your booking once without charge, to any date within 12 months, and your deposit carries over.',
            'Weather: outdoor portrait sessions spoiled by heavy rain are moved to the next free date without charge. Weddings and events go ahead with the wet-weather plan agreed in advance.',
            'If we have to cancel, for example through serious illness, we will offer you a photographer of equal experience from our team. If you do not accept the replacement, or we cannot find one, we refund everything you have paid.',
            'If events beyond anyone’s control, such as government restrictions, civil unrest or natural disasters, make the work impossible, we will move the booking to a new date or refund what you have paid less costs we have already incurred on your behalf.',
          ),
        ],
      },
      {
        id: 'on-the-day',
        title: 'On the day',
        blocks: [
          list(
            'Please make sure the venue allows photography and filming, and tell us about any rules it has. We arrange the permits for any drone flights ourselves.',
            'For bookings of more than six hours, please provide a meal and a place to rest for our crew.',
            'Our photographers may stop work if they are threatened, harassed or asked to do something unsafe or unlawful; the fee remains due for work already done.',
            'We will do our best to capture every moment on your list, but we cannot guarantee pictures of moments we were not told about or could not see.',
          ),
        ],
      },
      {
        id: 'delivery',
        title: 'Delivery',
        blocks: [
          table(
            'When to expect your pictures',
            ['Service', 'Preview', 'Full delivery'],
            [
              // docs/rules/history.md#issue-23: the wedding promises are the home page's, the FAQ's and the wedding page's (`DELIVERY`).
              ['Weddings', deliveryTexts.sneakPeek, deliveryTexts.withinWeeks({ weeks: DELIVERY.galleryWeeks })],
              ['Events and corporate', 'Highlights the same day', '3 working days'],
              ['Portraits and fashion', 'Proofs within 5 working days', '10 working days after you choose'],
              ['Wedding films', deliveryTexts.filmTeaser, deliveryTexts.withinWeeks({ weeks: DELIVERY.filmWeeks })],
            ],
          ),
          p(
            'Pictures are delivered edited and colour-corrected in an online gallery that stays open for 12 months; please download your copies. We do not deliver unedited RAW files. Extra retouching beyond the agreed scope is quoted separately.',
          ),
        ],
      },
      {
        id: 'copyright',
        title: 'Copyright and how you may use the pictures',
        blocks: [
          p(
            `The photographs and films we make are creative works protected by Kenya’s Copyright Act, 2001. By booking, you agree that copyright in them stays with ${STUDIO_NAME}, which the Act allows the parties to agree for commissioned work. In return you receive a licence, which starts once the fee is paid in full.`,
          ),
          p(
            'Personal bookings (weddings, portraits, family and private events) come with a personal licence that lets you:',
          ),
          list(
            'print the pictures and have them printed, framed and made into albums;',
            'share them with family and friends and post them on your own social media (a credit to the studio is appreciated);',
            'give them to your guests and your wedding suppliers for their own non-commercial use.',
          ),
          p(
            'A personal licence does not allow you to sell the pictures, license them to others, enter them in competitions, or use them to advertise a business. Please ask us: we will gladly agree a wider licence.',
          ),
          p(
            'Commercial bookings come with the licence stated in the quote: where the pictures may be used (for example web, social media, print or outdoor advertising), for how long, in which countries, and whether the use is exclusive. Use beyond that licence needs our written agreement and may carry a further fee.',
          ),
          p(
            'We show work in our portfolio and marketing only with your consent, which the booking agreement asks for and you may refuse. You can withdraw it at any time for future use.',
          ),
        ],
      },
      {
        id: 'marketplace',
        title: 'The photographer marketplace',
        blocks: [
          p(
            `Our marketplace connects clients with independent photographers. The photographers listed there are not employees or agents of ${STUDIO_NAME}: each runs their own business. When you book a photographer through the marketplace, your contract is with that photographer, on their terms, not with us.`,
          ),
          list(
            'We check that profiles are complete and remove those that break these terms, but we do not guarantee any photographer’s availability, quality or prices, or the outcome of a booking.',
            'Photographers are responsible for their own quotes, contracts, permits, taxes, insurance and the work they deliver.',
            'If a dispute arises between you and a photographer, tell us: we will try to help you reach a fair solution, but we are not a party to your agreement.',
          ),
          p('If you offer your services as a photographer, you also agree:'),
          list(
            'that the details in your portfolio are accurate and kept up to date, including prices and availability;',
            'that you own, or have permission to publish, every photograph and video you upload, and that the people who can be recognised in them agreed to be published;',
            'to answer inquiries promptly and treat clients fairly;',
            `to give ${STUDIO_NAME} a non-exclusive, royalty-free licence to show your uploads on this website and to promote the marketplace, always with your name; the licence ends when you remove the upload.`,
          ),
        ],
      },
      {
        id: 'accounts',
        title: 'Your account',
        blocks: [
          list(
            'You must be 18 or older to open an account, and the details you give must be accurate.',
            'Keep your password to yourself; you are responsible for what is done with your account.',
            'You can delete your account at any time in your account settings.',
            'We may suspend or close an account that breaks these terms. Where it is fair to do so we will warn you first and explain why.',
          ),
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        blocks: [
          p('When you use this site you must not:'),
          list(
            'upload or send anything unlawful, hateful, harassing, sexually explicit or defamatory;',
            'upload pictures of people who have not agreed to be published, or intimate images of anyone;',
            'upload work you do not own or have no right to publish;',
            'use our forms to send spam or advertising, or pretend to be someone else;',
            'copy the site or its content in bulk, scrape it with automated tools, or try to gain unauthorised access to it or disrupt it; these are also offences under the Computer Misuse and Cybercrimes Act, 2018;',
            'publish misleading prices, fake reviews or false claims about yourself or others.',
          ),
        ],
      },
      {
        id: 'liability',
        title: 'Our responsibility to you',
        blocks: [
          p(
            'We work with professional equipment, carry spare cameras and keep every picture in at least two places until it is delivered. If, despite that, we fail to deliver what we agreed, we will offer a reshoot where that is possible, or refund the fee for the part we could not deliver.',
          ),
          p(
            'Our total liability for a booking is limited to the fee you paid for it, and we are not liable for losses that were not foreseeable when you booked. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or any right you have under the Consumer Protection Act, 2012 that cannot be limited.',
          ),
          p(
            'The site is provided as it is. We work to keep it available and correct, but we cannot promise that it will always be free of interruptions or errors.',
          ),
        ],
      },
      {
        id: 'law',
        title: 'Governing law and disputes',
        blocks: [
          p(
            'These terms are governed by the laws of Kenya. If something goes wrong, please contact us first: most problems are solved with a conversation. If we cannot agree, either of us may propose mediation in Nairobi before going to court, and the courts of Kenya have jurisdiction over any dispute.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Changes and contact',
        blocks: [
          p(
            'We may update these terms; the date at the top shows the latest version. A booking is governed by the terms in force when it was confirmed.',
          ),
          p(`Questions about these terms: ${contact.email}, ${contact.phone}, or ${contact.postalAddress}.`),
        ],
      },
    ],
  };
}
