import { DELIVERY, deliveryTexts, type StudioContent } from '@studio/shared';
import { SW_WEEKS } from './home';

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
    sw: {
      question: 'Tutapokea picha na video zetu lini?',
      answer: `Kionjo cha picha ${DELIVERY.sneakPeekPhotos} ndani ya saa ${DELIVERY.sneakPeekHours}, gallery kamili ya picha zilizohaririwa ndani ya wiki ${SW_WEEKS[DELIVERY.galleryWeeks]}, na video za harusi ndani ya wiki ${SW_WEEKS[DELIVERY.filmWeeks]}. Kila kitu hukabidhiwa katika gallery binafsi mtandaoni unayoweza kushiriki na familia na kupakua kwa ubora kamili.`,
    },
  },
  {
    question: 'Can we pay with M-Pesa?',
    answer:
      'Yes. We accept M-Pesa through our Paybill, bank transfer and card payments. Quotes are in Kenyan shillings and include VAT; the balance is due a week before the shoot, and every payment gets a receipt.',
    sw: {
      question: 'Tunaweza kulipa kwa M-Pesa?',
      answer:
        'Ndiyo. Tunapokea M-Pesa kupitia Paybill yetu, uhamisho wa benki na malipo ya kadi. Bei zetu ziko kwa shilingi za Kenya na zinajumuisha VAT; salio hulipwa wiki moja kabla ya shoot, na kila malipo hupata risiti.',
    },
  },
  {
    question: 'Who owns the photos, and can we print them?',
    answer:
      'You receive a personal licence to print, share and post every delivered image without limit; we keep the copyright and may show a few images in our portfolio unless you ask us not to. Brands get a written commercial licence that names the channels and duration.',
    sw: {
      question: 'Picha ni mali ya nani, na tunaweza kuzichapisha?',
      answer:
        'Unapata leseni ya binafsi ya kuchapisha, kushiriki na kuweka mtandaoni kila picha uliyokabidhiwa bila kikomo; sisi tunabaki na hakimiliki na tunaweza kuonyesha picha chache katika portfolio yetu usipotuomba tusifanye hivyo. Chapa za biashara hupata leseni ya kibiashara iliyoandikwa inayotaja njia za matumizi na muda wake.',
    },
  },
];
