import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-meta';

/** Served as HTML without islands (the page a newsletter e-mail's link opens). */
export const handle: RouteHandle = { islands: true };

const messages: Record<string, { title: string; body: string }> = {
  confirmed: {
    title: 'Subscription confirmed',
    body: 'Thank you. You will hear from us when there is new work and new stories to share.',
  },
  unsubscribed: {
    title: 'You have been unsubscribed',
    body: 'We will not e-mail you again. You can subscribe again at any time from the footer.',
  },
  invalid: {
    title: 'This link is no longer valid',
    body: 'The link may be incomplete or old. Subscribe again from the footer to get a fresh one.',
  },
};

export function Component() {
  const { status = '' } = useParams();
  const message = messages[status] ?? messages.invalid!;
  return (
    <section className="container-page py-24">
      <h1 className="font-serif text-4xl">{message.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-stone-600 dark:text-stone-300">{message.body}</p>
      <Link to={paths.home} className="mt-8 inline-block text-clay underline">
        Back to the home page
      </Link>
    </section>
  );
}
