import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingInput } from './star-rating-input';

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

function Harness({
  initial = '',
  error,
  onChange,
}: {
  initial?: string;
  error?: string;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <StarRatingInput
        id="f-rating"
        name="rating"
        label="Your rating"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        starLabel={starLabel}
        error={error}
        hint="Five is the best."
      />
    </form>
  );
}

const lit = () => document.querySelectorAll('svg[data-lit]').length;

describe('StarRatingInput', () => {
  it('is a labelled radio group of five named stars', () => {
    render(<Harness error="Choose a rating." />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Five is the best. Choose a rating.');
  });

  it('chooses a rating with a click and lights the stars up to it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith('4');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(lit()).toBe(4);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(lit()).toBe(2);
  });

  it('moves the rating with the arrow keys', async () => {
    render(<Harness initial="3" />);
    const three = screen.getByRole('radio', { name: '3 stars' });
    three.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(lit()).toBe(2);
  });

  it('previews a rating under the pointer without choosing it', () => {
    render(<Harness initial="1" />);
    const five = screen.getByRole('radio', { name: '5 stars' });
    fireEvent.mouseEnter(five.parentElement!);
    expect(lit()).toBe(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    fireEvent.mouseLeave(five.parentElement!.parentElement!);
    expect(lit()).toBe(1);
  });

  it('hands focus given to the group (by its name) to the chosen star, or the first', () => {
    const { rerender } = render(<Harness />);
    const group = document.querySelector('form')!.elements.namedItem('rating') as HTMLElement;
    group.focus();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    rerender(<Harness key="again" initial="3" />);
    (document.querySelector('form')!.elements.namedItem('rating') as HTMLElement).focus();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  });
});
