import { type ContactDetails as Details, contactTexts, englishLang, siteTexts } from '@studio/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

/** "+254 709 418 260" -> "tel:+254709418260". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat with the number (`wa.me` takes it in international form, digits only; 07… is Kenyan). */
export const whatsappHref = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.startsWith('0') ? `254${digits.slice(1)}` : digits}`;
};

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden
        className="grid size-11 shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
      >
        {icon}
      </span>
      <div className="min-w-0 space-y-1">
        <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-stone-600 dark:text-stone-400">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}

/** The studio's phone, e-mail, location and opening hours (docs/rules/product.md#screens /contact), from the studio content. */
export function ContactDetails({ details }: { details: Details }) {
  const linkClass =
    'font-serif text-xl text-ink underline-offset-4 hover:text-clay hover:underline dark:text-stone-100';
  return (
    <div className="space-y-8">
      <Item icon={<Phone className="size-5" />} title={contactTexts.details.phone}>
        <a href={telHref(details.phone)} className={linkClass}>
          {details.phone}
        </a>
        <p className="text-sm text-stone-600 dark:text-stone-400">{contactTexts.callsAndWhatsapp}</p>
        <a
          href={whatsappHref(details.phone)}
          rel="noopener"
          className="inline-block text-sm font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
        >
          {contactTexts.whatsapp}
        </a>
      </Item>
      <Item icon={<Mail className="size-5" />} title={contactTexts.details.email}>
        <a href={`mailto:${details.email}`} className={`${linkClass} break-all`}>
          {details.email}
        </a>
        <p className="text-sm text-stone-600 dark:text-stone-400" {...englishLang(details, 'responseTime')}>
          {details.responseTime}
        </p>
      </Item>
      <Item icon={<MapPin className="size-5" />} title={contactTexts.details.location}>
        <address className="not-italic leading-relaxed text-stone-800 dark:text-stone-200">
          {details.location.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p
          className="text-sm leading-relaxed text-stone-600 dark:text-stone-400"
          {...englishLang(details.location, 'directions')}
        >
          {details.location.directions}
        </p>
        <a
          href={details.location.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block pt-1 text-sm font-semibold text-clay-dark underline underline-offset-4 hover:text-clay dark:text-gold"
        >
          {contactTexts.details.openMap}
          <span className="sr-only"> {siteTexts.ui.opensInNewTab}</span>
        </a>
      </Item>
      <Item icon={<Clock className="size-5" />} title={contactTexts.details.openingHours}>
        <dl className="divide-y divide-stone-300 dark:divide-stone-700">
          {details.openingHours.map((row) => (
            <div key={row.days} className="py-2 first:pt-0">
              <dt className="font-medium text-ink dark:text-stone-100" {...englishLang(row, 'days')}>
                {row.days}
              </dt>
              <dd className="text-stone-700 dark:text-stone-300" {...englishLang(row, 'hours')}>
                {row.hours}
              </dd>
            </div>
          ))}
        </dl>
      </Item>
    </div>
  );
}
