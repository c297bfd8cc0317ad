import { texts } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="container-page py-24">
      <h1 className="max-w-3xl font-serif text-5xl leading-tight">
        Photography and film for the moments Kenya remembers.
      </h1>
      <Link to={paths.contact} className="mt-8 inline-block rounded-full bg-clay px-6 py-3 font-semibold text-white">
        {texts.closingCta}
      </Link>
    </section>
  );
}
