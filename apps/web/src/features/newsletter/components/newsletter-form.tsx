import { texts } from '@studio/shared';
import { type FormEvent, useId, useState } from 'react';
import { subscribe } from '../api/subscribe';

type Status = { kind: 'idle' } | { kind: 'invalid' | 'error' | 'success'; message: string };

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The footer is on every page: its validation loads when first used (ADR 0007).
    const { newsletterRequestSchema } = await import('@studio/shared/schemas/newsletter');
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: 'invalid', message: texts.newsletter.invalidEmail });
      return;
    }
    setPending(true);
    try {
      await subscribe(parsed.data);
      setEmail('');
      setStatus({ kind: 'success', message: texts.newsletter.success });
    } catch {
      setStatus({ kind: 'error', message: texts.newsletter.failure });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-lg text-white">
        Stories from behind the lens
      </h2>
      <p className="text-sm text-stone-400">New work, photography tips and studio news, once a month.</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status.kind !== 'idle') setStatus({ kind: 'idle' });
          }}
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={status.kind === 'invalid'}
          aria-describedby={`${id}-status`}
          className="min-w-0 flex-1 rounded-md border border-stone-600 bg-stone-900 px-3 py-2 text-sm text-white placeholder:text-stone-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-clay px-4 py-2 text-sm font-semibold text-white hover:bg-clay-dark disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`min-h-5 text-sm ${status.kind === 'success' ? 'text-emerald-400' : 'text-red-300'}`}
      >
        {status.kind === 'idle' ? '' : status.message}
      </p>
    </form>
  );
}
