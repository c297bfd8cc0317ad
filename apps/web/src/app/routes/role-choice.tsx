import { pagesTexts } from '@studio/shared';
import { ArrivalNotice } from '@/features/auth/components/arrival-notice';
import { RoleChoice } from '@/features/auth/components/role-choice';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: pagesTexts.roleChoice.title, description: pagesTexts.roleChoice.description, noindex: true }),
};

export function Component() {
  return (
    <section className="container-page py-12 sm:py-16">
      <ArrivalNotice className="mx-auto mb-8 max-w-xl" />
      <RoleChoice />
    </section>
  );
}
