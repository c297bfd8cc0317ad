import { STUDIO_NAME, type StudioContent, siteTexts } from '@studio/shared';
import { localHref } from '@studio/shared/i18n/current-locale';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { Island } from '@/lib/island';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import { LanguageSwitch } from './language-switch';
import { SocialIcon } from './social-icons';

const f = siteTexts.footer;
/** Read at each render: the labels are in the page's language. */
const groups = () => [
  {
    title: f.quickLinks,
    links: [
      { to: paths.home, label: siteTexts.nav.home },
      { to: paths.about, label: siteTexts.nav.about },
      { to: paths.services, label: siteTexts.nav.services },
      { to: paths.portfolio, label: siteTexts.nav.portfolio },
      { to: paths.gallery, label: siteTexts.nav.gallery },
    ],
  },
  {
    title: f.more,
    links: [
      { to: paths.blogs, label: siteTexts.nav.blogs },
      { to: paths.testimonials, label: f.testimonials },
      { to: paths.photographers, label: f.findPhotographer },
      { to: paths.contact, label: siteTexts.nav.contact },
      { to: paths.signup, label: f.joinAsPhotographer },
    ],
  },
  {
    title: f.discover,
    links: [
      { to: paths.privacyPolicy, label: f.privacy },
      { to: paths.terms, label: f.terms },
      { to: paths.cookies, label: f.cookies },
      { to: paths.credits, label: f.credits },
    ],
  },
];

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
          <p className="text-sm leading-relaxed text-stone-400">{f.about}</p>
          {socialLinks.length > 0 && (
            <ul className="flex gap-3" aria-label={f.social}>
              {socialLinks.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    aria-label={f.socialProfile({ studio: STUDIO_NAME, network: s.network })}
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
        {groups().map((group) => (
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
        <Island name="newsletter-form" component={NewsletterForm} props={{ action: localHref(pathname), submission }} />
      </div>
      <div className="border-t border-stone-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-2 py-3 text-xs text-stone-400">
          <p className="py-2">{f.copyright({ year: new Date().getFullYear(), studio: STUDIO_NAME })}</p>
          <LanguageSwitch className="text-stone-300 [&_a:hover]:text-gold" />
        </div>
      </div>
    </footer>
  );
}
