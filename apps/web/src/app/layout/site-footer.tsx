import { STUDIO_NAME, type StudioContent } from '@studio/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { Island } from '@/lib/island';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import { SocialIcon } from './social-icons';

const groups = [
  {
    title: 'Quick links',
    links: [
      { to: paths.home, label: 'Home' },
      { to: paths.about, label: 'About' },
      { to: paths.services, label: 'Services' },
      { to: paths.portfolio, label: 'Portfolio' },
      { to: paths.gallery, label: 'Gallery' },
    ],
  },
  {
    title: 'More',
    links: [
      { to: paths.blogs, label: 'Blogs' },
      { to: paths.testimonials, label: 'Testimonials' },
      { to: paths.photographers, label: 'Find a photographer' },
      { to: paths.contact, label: 'Contact Us' },
      { to: paths.signup, label: 'Join as a photographer' },
    ],
  },
  {
    title: 'Discover',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.cookies, label: 'Cookie Settings' },
      { to: paths.credits, label: 'Photo credits' },
    ],
  },
] as const;

interface SiteFooterProps {
  /** The studio's profiles, from the studio's content (editable in the console). */
  socialLinks: StudioContent['socialLinks'];
}

/** Static HTML on every public page: only the newsletter form is an island. */
export function SiteFooter({ socialLinks }: SiteFooterProps) {
  const { pathname } = useLocation();
  const submission = usePageFormSubmission('newsletter');
  return (
    <footer className="bg-ink text-stone-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.6fr]">
        <div className="space-y-4">
          <p className="font-serif text-2xl text-white">{STUDIO_NAME}</p>
          <p className="text-sm leading-relaxed text-stone-400">
            Photography and videography from Nairobi: weddings, events, portraits and brands across Kenya, and a
            community of photographers you can hire directly.
          </p>
          {socialLinks.length > 0 && (
            <ul className="flex gap-3" aria-label="Social media">
              {socialLinks.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    aria-label={`${STUDIO_NAME} on ${s.network}`}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="grid size-10 place-items-center rounded-full border border-stone-700 hover:border-gold hover:text-gold"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-stone-400">{group.title}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-gold">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <Island name="newsletter-form" component={NewsletterForm} props={{ action: pathname, submission }} />
      </div>
      <div className="border-t border-stone-800">
        <p className="container-page py-5 text-xs text-stone-400">
          © {new Date().getFullYear()} {STUDIO_NAME}, Nairobi, Kenya. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
