import { directoryTexts, inquiryTexts, placeName } from '@studio/shared';
import { ArrowLeft, Camera, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths, pathTo } from '@/config/paths';

export interface InquiryPhotographer {
  id: string;
  name: string;
  speciality: string;
  location: string;
  profilePicture: string | null;
}

/** Who the inquiry goes to (docs/rules/bookings.md#requests): picture, name, speciality, location and the way back to the profile. */
export function PhotographerSummary({ photographer: p }: { photographer: InquiryPhotographer }) {
  const name = p.name.trim() || directoryTexts.card.unnamed;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="flex items-center gap-4">
        <PersonAvatar name={name} src={p.profilePicture} className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">
            {inquiryTexts.summary.goesTo}
          </p>
          <p className="mt-1 font-serif text-2xl leading-tight [overflow-wrap:anywhere]">{name}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-2 text-sm text-stone-700 dark:text-stone-300">
        <div className="flex items-center gap-2">
          <dt>
            <Camera aria-hidden className="size-4 text-clay dark:text-gold" />
            <span className="sr-only">{inquiryTexts.summary.speciality}</span>
          </dt>
          <dd>{p.speciality.trim() || directoryTexts.card.noSpeciality}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin aria-hidden className="size-4 text-clay dark:text-gold" />
            <span className="sr-only">{inquiryTexts.summary.location}</span>
          </dt>
          <dd>{placeName(p.location.trim()) || directoryTexts.card.noLocation}</dd>
        </div>
      </dl>
      <Link
        to={pathTo(paths.photographerProfile, { id: p.id })}
        className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
      >
        <ArrowLeft aria-hidden className="size-4" /> {inquiryTexts.summary.back({ name })}
      </Link>
    </div>
  );
}
