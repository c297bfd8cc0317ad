import type { StudioContent } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqSearch } from './faq-search';

/** docs/rules/public-pages.md#languages: a Kiswahili page's questions as the server answers them. */
const faqs: StudioContent['faqs'] = [
  { question: 'Mnafanya kazi nje ya Nairobi?', answer: 'Yes, all over Kenya.', english: ['answer'] },
  { question: 'Can we pay with M-Pesa?', answer: 'Yes, through our Paybill.', english: ['question', 'answer'] },
];

describe('FaqSearch on a Kiswahili page', () => {
  it('marks the words shown in English (no Kiswahili yet) with lang="en", and only those', () => {
    render(<FaqSearch faqs={faqs} eyebrow="FAQ" title="Maswali" intro="Maswali ya wateja." />);
    expect(screen.getByText('Mnafanya kazi nje ya Nairobi?').closest('[lang]')).toBeNull();
    expect(screen.getByText('Yes, all over Kenya.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Can we pay with M-Pesa?').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
