import { studioTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/form/fields';
import { LoadError } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { demoQuery, useSetDemoVisible } from '../shared/studio-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { panelClass } from '@/components/ui/panel';
import { dangerButton, primaryButton } from '../shared/ui';

/**
 * The demo switch (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the demo photographers (SEED_DEMO) fill the directory until real
 * ones join; one button hides them all (after a confirmation: every demo listing leaves the
 * directory) or shows again those it hid. The button stays the same element, so focus stays on it.
 */
export function DemoSwitch() {
  const demo = useQuery(demoQuery());
  const setVisible = useSetDemoVisible();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const change = (visible: boolean) =>
    setVisible.mutate(visible, {
      onSuccess: (now) => {
        setConfirming(false);
        toast({ kind: 'success', text: now.visible ? studioTexts.demoShownSaved : studioTexts.demoHiddenSaved });
      },
      onError: (err) => {
        setConfirming(false);
        toast({ kind: 'error', text: refusalMessage(err, studioTexts.actionFailure) });
      },
    });

  const data = demo.data;
  return (
    <section aria-labelledby="studio-demo-title" className={`${panelClass} mb-8 p-5 sm:p-6`}>
      <div className="flex flex-col gap-4 xl:flex-row xl:items-start xl:justify-between">
        <div className="flex gap-4">
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100"
          >
            <FlaskConical className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="studio-demo-title" className="font-serif text-xl text-ink dark:text-white">
              {studioTexts.demoTitle}
            </h2>
            {demo.isPending && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{studioTexts.loading}</p>}
            {data && data.count === 0 && (
              <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{studioTexts.demoNone}</p>
            )}
            {data && data.count > 0 && (
              <>
                <p className="mt-1 max-w-2xl text-sm leading-relaxed text-stone-700 dark:text-stone-300">
                  {studioTexts.demoIntro({ count: data.count })}
                </p>
                <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ink dark:text-stone-100">
                  <span
                    aria-hidden
                    className={`size-2.5 rounded-full ${data.visible ? 'bg-emerald-600' : 'bg-stone-400'}`}
                  />
                  {data.visible ? studioTexts.demoShown : studioTexts.demoHiddenState}
                </p>
              </>
            )}
          </div>
        </div>
        {data && data.count > 0 && (
          <button
            type="button"
            // Not disabled while sending: focus stays on it, and it says what it does next.
            onClick={() => {
              if (setVisible.isPending) return;
              if (data.visible) setConfirming(true);
              else change(true);
            }}
            aria-disabled={setVisible.isPending || undefined}
            className={`${data.visible ? dangerButton : primaryButton} w-full py-2 text-center sm:ml-14 sm:w-auto sm:self-start xl:ml-0 xl:shrink-0`}
          >
            {setVisible.isPending && !confirming ? (
              <Spinner />
            ) : data.visible ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
            {data.visible ? studioTexts.demoHide : studioTexts.demoShow}
          </button>
        )}
      </div>
      {demo.isError && !data && (
        <div className="mt-4">
          <LoadError message={studioTexts.failure} onRetry={() => void demo.refetch()} retrying={demo.isFetching} />
        </div>
      )}
      {data && data.count > 0 && (
        <ConfirmDialog
          open={confirming}
          message={studioTexts.demoConfirmTitle}
          detail={studioTexts.demoConfirmDetail({ count: data.count - data.hidden })}
          confirmLabel={studioTexts.demoHide}
          busy={setVisible.isPending}
          onConfirm={() => change(false)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
