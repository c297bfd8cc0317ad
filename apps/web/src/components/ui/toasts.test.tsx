import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToast } from './toasts';

function Failing() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ kind: 'error', text: 'Could not save.', detail: 'Offline.' })}>
      Save
    </button>
  );
}

describe('useToast', () => {
  it('outside any provider (an island) shows the toast in a host of its own, in an alert region', async () => {
    render(<Failing />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: 'Errors' });
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Offline.');
  });
});
