import { BOOKING_MESSAGE_MAX, conversationTexts } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

describe('Composer on a touch device (issue 23)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('talks of no keys, and Enter starts a new line; the Send button sends', async () => {
    const real = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...real(query),
      matches: query.includes('pointer: coarse'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const onSend = vi.fn(async () => {});
    render(<Composer onSend={onSend} sending={false} error={null} />);
    const box = screen.getByRole('textbox', { name: conversationTexts.composerLabel });
    expect(box).toHaveAttribute('placeholder', conversationTexts.composerPlaceholderTouch);
    expect(box.getAttribute('placeholder')).not.toMatch(/Enter|Shift/);
    expect(box).toHaveAttribute('enterkeyhint', 'enter');
    await userEvent.type(box, 'Hello{Enter}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: conversationTexts.send }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Hello\nthere', images: [] });
  });
});

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and empties once sent', async () => {
    const onSend = vi.fn(async () => {});
    render(<Composer onSend={onSend} sending={false} error={null} />);
    const box = screen.getByRole('textbox', { name: conversationTexts.composerLabel });
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith({ body: 'Hello\nthere', images: [] });
    expect(box).toHaveValue('');
  });

  it('counts characters and refuses to send a blank or too long message', async () => {
    const onSend = vi.fn(async () => {});
    render(<Composer onSend={onSend} sending={false} error={null} />);
    const send = screen.getByRole('button', { name: conversationTexts.send });
    expect(send).toBeDisabled();
    expect(screen.getByText(conversationTexts.counter({ used: 0 }))).toBeInTheDocument();
    const box = screen.getByRole('textbox');
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(BOOKING_MESSAGE_MAX + 1));
    expect(screen.getByText(conversationTexts.counter({ used: BOOKING_MESSAGE_MAX + 1 }))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
  });

  it('keeps the text when sending fails, and shows the error with a retry', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { rerender } = render(<Composer onSend={onSend} sending={false} error={null} />);
    const box = screen.getByRole('textbox');
    await userEvent.type(box, 'Are you free?{Enter}');
    expect(box).toHaveValue('Are you free?');
    rerender(<Composer onSend={onSend} sending={false} error="Network error." />);
    expect(screen.getByRole('alert')).toHaveTextContent(`${conversationTexts.sendFailed} Network error.`);
    await userEvent.click(screen.getByRole('button', { name: conversationTexts.retry }));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('');
  });

  it('shows the sending state', () => {
    render(<Composer onSend={async () => {}} sending error={null} />);
    expect(screen.getByRole('button', { name: conversationTexts.sending })).toBeDisabled();
  });

  it('attaches pictures and lets one be removed', async () => {
    render(<Composer onSend={async () => {}} sending={false} error={null} />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await userEvent.upload(input, [file('a.jpg'), file('b.jpg')]);
    const list = screen.getByRole('list', { name: 'Pictures to send' });
    expect(list).toHaveTextContent('a.jpg');
    await userEvent.click(screen.getByRole('button', { name: conversationTexts.removeImage({ name: 'a.jpg' }) }));
    expect(list).not.toHaveTextContent('a.jpg');
    expect(list).toHaveTextContent('b.jpg');
  });
});
