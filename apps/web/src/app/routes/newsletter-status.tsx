import { pagesTexts } from '@studio/shared';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-meta';

/** Served as HTML without islands (the page a newsletter e-mail's link opens). */
export const handle: RouteHandle = { islands: true };

/** Read when the page is rendered, in its language. */
function messageOf(status: string): { title: string; body: string } {
  const t = pagesTexts.newsletterStatus;
  if (status === 'confirmed') return { title: t.confirmedTitle, body: t.confirmedBody };
  if (status === 'unsubscribed') return { title: t.unsubscribedTitle, body: t.unsubscribedBody };
  return { title: t.invalidTitle, body: t.invalidBody };
}

export function Component() {
  const { status = '' } = useParams();
  const message = messageOf(status);
  return (
    <section className="container-page py-24">
      <PageHeading title={message.title} lead={message.body} />
      <Link to={paths.home} className="mt-8 inline-block text-clay underline">
        {pagesTexts.newsletterStatus.home}
      </Link>
    </section>
  );
}
