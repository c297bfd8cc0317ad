import { describe, expect, it } from 'vitest';
import { filterFaqs, highlightParts } from './filter-faqs';

const faqs = [
  { question: 'How far ahead should we book?', answer: 'Six to nine months for weddings.' },
  { question: 'Do you work outside Nairobi?', answer: 'Yes: Diani, Naivasha and the Maasai Mara.' },
  { question: 'Can we pay with M-Pesa?', answer: 'Yes, through our Paybill, or by card.' },
  { question: 'Is there a café near the studio?', answer: 'Two, on Woodvale Grove.' },
];

describe('filterFaqs', () => {
  it('shows every item for an empty or blank search', () => {
    expect(filterFaqs(faqs, '')).toEqual(faqs);
    expect(filterFaqs(faqs, '   ')).toEqual(faqs);
  });

  it('matches the question, ignoring case', () => {
    expect(filterFaqs(faqs, 'm-pesa')).toEqual([faqs[2]]);
    expect(filterFaqs(faqs, 'NAIROBI')).toEqual([faqs[1]]);
  });

  it('matches the answer too', () => {
    expect(filterFaqs(faqs, 'diani')).toEqual([faqs[1]]);
    expect(filterFaqs(faqs, 'PAYBILL')).toEqual([faqs[2]]);
  });

  it('keeps the order and returns several matches', () => {
    expect(filterFaqs(faqs, 'yes')).toEqual([faqs[1], faqs[2]]);
  });

  it('trims the search and folds accents', () => {
    expect(filterFaqs(faqs, '  cafe ')).toEqual([faqs[3]]);
    expect(filterFaqs(faqs, 'CAFÉ')).toEqual([faqs[3]]);
  });

  it('returns nothing when nothing matches, and never changes the input', () => {
    const copy = structuredClone(faqs);
    expect(filterFaqs(faqs, 'drone permits')).toEqual([]);
    expect(faqs).toEqual(copy);
  });

  it('treats regular-expression characters literally', () => {
    expect(filterFaqs(faqs, '?')).toHaveLength(4);
    expect(filterFaqs(faqs, '.*')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks each case-insensitive occurrence', () => {
    expect(highlightParts('Book a booking', 'BOOK')).toEqual([
      { text: 'Book', match: true },
      { text: ' a ', match: false },
      { text: 'book', match: true },
      { text: 'ing', match: false },
    ]);
  });

  it('returns the text whole when the search is empty or absent', () => {
    expect(highlightParts('Nairobi', '')).toEqual([{ text: 'Nairobi', match: false }]);
    expect(highlightParts('Nairobi', 'mombasa')).toEqual([{ text: 'Nairobi', match: false }]);
  });
});
