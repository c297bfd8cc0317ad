import { FavouriteToggle } from '@/features/marketplace/components/favourite-toggle';
import { cardOf } from '@/features/marketplace/utils/card-format';
import { ProfileView, type ProfileViewData } from '@/features/photographer-profile/components/profile-view';
import { pathTo, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session-store';
import { signInPath } from '@/lib/sign-in-path';

/**
 * The public profile's island: the profile, with the marketplace's heart beside Contact for
 * visitors (not for the photographer on their own portfolio).
 */
export function PhotographerProfileIsland(data: ProfileViewData) {
  const user = useCurrentUser();
  return (
    <ProfileView
      {...data}
      viewerId={user?.id ?? null}
      actions={(photographer, owner) =>
        owner ? null : (
          <FavouriteToggle
            card={cardOf(photographer)}
            signedIn={user !== null}
            signInHref={signInPath(pathTo(paths.photographerProfile, { id: data.id }))}
            variant="pill"
          />
        )
      }
    />
  );
}
