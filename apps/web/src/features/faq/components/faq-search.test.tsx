import type { StudioContent } from '@studio/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqSearch } from './faq-search';

const faqs: StudioContent['faqs'] = [
  { question: 'How far ahead should we book?', answer: 'Six to nine months for weddings.' },
  { question: 'Do you work outside Nairobi?', answer: 'Yes, all over Kenya: Diani, Naivasha and beyond.' },
  { question: 'When will we receive our photos?', answer: 'A sneak peek within 48 hours.' },
  { question: 'Can we pay with M-Pesa?', answer: 'Yes, through our Paybill or by card.' },
  { question: 'Who owns the photos?', answer: 'You get a personal licence to print and share.' },
];

const questions = () =>
  within(screen.getByTestId('faq-list'))
    .queryAllByRole('group')
    .map((d) => d.querySelector('summary')?.textContent);

const headings = {
  eyebrow: 'FAQ',
  title: 'Questions clients ask us',
  intro: 'Bookings, travel, delivery, payment and rights.',
};

describe('FaqSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('filters 300 ms after typing stops, on the question or the answer, ignoring case', () => {
    render(<FaqSearch faqs={faqs} {...headings} />);
    const input = screen.getByLabelText('Search the questions');
    expect(questions()).toHaveLength(5);

    fireEvent.change(input, { target: { value: 'DIANI' } });
    act(() => vi.advanceTimersByTime(299));
    expect(questions()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(questions()).toEqual(['Do you work outside Nairobi?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 questions match “DIANI”');

    fireEvent.change(input, { target: { value: 'm-pesa' } });
    act(() => vi.advanceTimersByTime(300));
    expect(questions()).toEqual(['Can we pay with M-Pesa?']);
    expect(screen.getByTestId('faq-list').querySelector('mark')).toHaveTextContent('M-Pesa');
  });

  it('restarts the wait on every keystroke', () => {
    render(<FaqSearch faqs={faqs} {...headings} />);
    const input = screen.getByLabelText('Search the questions');
    fireEvent.change(input, { target: { value: 'ph' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'photos' } });
    act(() => vi.advanceTimersByTime(200));
    expect(questions()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(100));
    expect(questions()).toEqual(['When will we receive our photos?', 'Who owns the photos?']);
  });

  it('shows every question again when the search is emptied, and says when nothing matches', () => {
    render(<FaqSearch faqs={faqs} {...headings} />);
    const input = screen.getByLabelText('Search the questions');
    fireEvent.change(input, { target: { value: 'drone' } });
    act(() => vi.advanceTimersByTime(300));
    expect(questions()).toHaveLength(0);
    expect(screen.getByText('No questions match “drone”.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(300));
    expect(questions()).toHaveLength(5);
  });
});
