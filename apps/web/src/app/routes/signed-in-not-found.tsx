import { accountAreas, accountAreaTexts } from '@studio/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { accountAreaIcons } from '@/lib/account-area-icons';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: () => ({
    title: accountAreaTexts.notFoundTitle,
    description: accountAreaTexts.notFoundMetaDescription,
    noindex: true,
  }),
};

/**
 * docs/rules/history.md#issue-23: a mistyped address under /dashboard, /photographer-dashboard or /studio shows this page
 * inside the area's own layout (its top bar, menu and account menu stay), with the ways back: the
 * areas the user holds a role for, and the public site. The server has answered 404 already for an
 * address it does not know.
 */
export function Component() {
  const user = useCurrentUser();
  // The user's own area first, then the public site.
  const ways = [
    ...accountAreas(user?.role).map((a) => ({
      path: a.path,
      label: a.label,
      Icon: accountAreaIcons[a.role],
      primary: true,
    })),
    { path: paths.home, label: accountAreaTexts.backToSite, Icon: ArrowLeft, primary: false },
  ];
  return (
    <Notice
      icon={<SearchX className="size-6" />}
      eyebrow={accountAreaTexts.notFoundEyebrow}
      title={accountAreaTexts.notFoundTitle}
      id="not-found-title"
      actions={
        <ul className="flex flex-wrap justify-center gap-3">
          {ways.map(({ path, label, Icon, primary }) => (
            <li key={path}>
              <Link to={path} className={primary ? primaryButton : secondaryButton}>
                <Icon aria-hidden className="size-4" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      }
    >
      {accountAreaTexts.notFoundBody}
    </Notice>
  );
}
