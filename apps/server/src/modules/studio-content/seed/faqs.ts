import { deliveryTexts, type StudioContent } from '@studio/shared';

/** docs/rules/product.md#screens: five questions, searchable on the home page. */
export const faqs: StudioContent['faqs'] = [
  {
    question: 'How far ahead should we book for a wedding?',
    answer:
      'For weddings, six to nine months ahead, and earlier for August and December, when Saturdays fill up first. Portraits, birthdays and brand shoots can usually be booked two to three weeks ahead. A deposit secures your date.',
    sw: {
      question: 'Tunapaswa kuweka nafasi ya harusi mapema kiasi gani?',
      answer:
        'Kwa harusi, miezi sita hadi tisa kabla, na mapema zaidi kwa Agosti na Desemba, Jumamosi zinapojaa kwanza. Picha za portrait, siku za kuzaliwa na shoot za biashara kwa kawaida huwekwa wiki mbili hadi tatu kabla. Amana inashikilia tarehe yako.',
    },
  },
  {
    question: 'Do you work outside Nairobi?',
    answer:
      'Yes, all over Kenya: Naivasha, Nanyuki, the Maasai Mara, Mombasa, Diani, Watamu, Kisumu and beyond. Travel within 40 km of the Nairobi CBD is included; further afield we quote transport and accommodation at cost, upfront.',
    sw: {
      question: 'Mnafanya kazi nje ya Nairobi?',
      answer:
        'Ndiyo, kote Kenya: Naivasha, Nanyuki, Maasai Mara, Mombasa, Diani, Watamu, Kisumu na kwingineko. Usafiri ndani ya km 40 kutoka CBD ya Nairobi umejumuishwa; mbali zaidi tunakupa bei ya usafiri na malazi jinsi ilivyo, mapema.',
    },
  },
  {
    question: 'When will we receive our photos and films?',
    answer: `${deliveryTexts.sneakPeek}, ${deliveryTexts.gallery}, and ${deliveryTexts.films}. Everything is delivered in a private online gallery that you can share with family and download in full resolution.`,
  },
  {
    question: 'Can we pay with M-Pesa?',
    answer:
      'Yes. We accept M-Pesa through our Paybill, bank transfer and card payments. Quotes are in Kenyan shillings and include VAT; the balance is due a week before the shoot, and every payment gets a receipt.',
  },
  {
    question: 'Who owns the photos, and can we print them?',
    answer:
      'You receive a personal licence to print, share and post every delivered image without limit; we keep the copyright and may show a few images in our portfolio unless you ask us not to. Brands get a written commercial licence that names the channels and duration.',
  },
];
