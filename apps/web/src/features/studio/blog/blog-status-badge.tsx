import { type BlogStatus, studioBlogTexts } from '@studio/shared';
import { CalendarClock, CircleCheck, PencilLine } from 'lucide-react';
import { badgeClass } from '../shared/ui';

const looks: Record<BlogStatus, { className: string; icon: typeof CircleCheck }> = {
  draft: { className: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300', icon: PencilLine },
  scheduled: { className: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200', icon: CalendarClock },
  published: {
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
    icon: CircleCheck,
  },
};

/** A post's status, in words and colour (the words alone carry it). */
export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const { className, icon: Icon } = looks[status];
  return (
    <span className={`${badgeClass} ${className}`}>
      <Icon aria-hidden className="size-3.5" /> {studioBlogTexts.statuses[status]}
    </span>
  );
}
