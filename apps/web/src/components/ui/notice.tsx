import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';
import { DashboardPageHeading } from './page-heading';

/**
 * A page that only tells something, centred: the icon in its badge, the page's heading (its one h1,
 * with the eyebrow when there is one), the words, and the ways on (the address not found, an area not
 * for this user, a guest's gallery link that is broken or expired).
 */
export function Notice({
  icon,
  eyebrow,
  title,
  id,
  children,
  actions,
}: {
  icon: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The h1's id; the section is labelled by it. */
  id: string;
  /** The words under the title. */
  children: ReactNode;
  /** The ways on: links styled as the kit's buttons. */
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-xl py-10 text-center sm:py-16">
      <IconBadge className="mx-auto size-14">{icon}</IconBadge>
      <DashboardPageHeading className="mt-5 [&>div]:mx-auto" eyebrow={eyebrow} id={id} title={title}>
        {children}
      </DashboardPageHeading>
      {actions}
    </section>
  );
}
