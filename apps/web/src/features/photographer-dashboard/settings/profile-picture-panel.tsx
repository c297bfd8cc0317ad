import { photographerDashboardTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { profilePictureQuery } from './settings-api';
import { panelClass } from '@/components/ui/panel';

/**
 * The profile picture (docs/rules/product.md#screens, #calls, #messages): GET /api/photographers/profile, the account's picture.
 * 'No profile picture found.' when there is none; 'Failed to load profile image.' when the request
 * or the image itself fails. `actions` is where the page offers to change it.
 */
export function ProfilePicturePanel({ actions }: { actions?: ReactNode }) {
  const picture = useQuery(profilePictureQuery());
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = picture.data ?? null;
  const failed = picture.isError || (src !== null && brokenSrc === src);

  let body: ReactNode;
  if (picture.isPending) {
    body = (
      <div aria-busy="true" className="size-32 animate-pulse rounded-full bg-sand dark:bg-stone-800">
        <span className="sr-only" role="status">
          {photographerDashboardTexts.profilePicturePanel.loading}
        </span>
      </div>
    );
  } else if (failed) {
    body = (
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="grid size-32 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          <ImageOff className="size-10" />
        </span>
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {photographerDashboardTexts.profilePicture.failure}
        </p>
      </div>
    );
  } else if (!src) {
    body = (
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="grid size-32 place-items-center rounded-full bg-sand text-stone-500 dark:bg-stone-800 dark:text-stone-400"
        >
          <UserRound className="size-12" />
        </span>
        <p className="text-stone-700 dark:text-stone-300">{photographerDashboardTexts.profilePicture.missing}</p>
      </div>
    );
  } else {
    body = (
      <img
        src={src}
        alt={photographerDashboardTexts.profilePicturePanel.alt}
        width={256}
        height={256}
        onError={() => setBrokenSrc(src)}
        className="size-32 rounded-full bg-sand object-cover ring-4 ring-white shadow-md dark:bg-stone-800 dark:ring-stone-900"
      />
    );
  }

  return (
    <section aria-labelledby="profile-picture" className={`${panelClass} p-5 sm:p-8`}>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
        <div>
          <h2 id="profile-picture" className="font-serif text-2xl text-ink dark:text-white">
            {photographerDashboardTexts.profilePicturePanel.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
            {photographerDashboardTexts.profilePicturePanel.intro}
          </p>
        </div>
        <div className="space-y-5">
          {body}
          {actions}
        </div>
      </div>
    </section>
  );
}
