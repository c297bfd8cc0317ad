import { englishLang, pagesTexts } from '@studio/shared';
import { ClosingCta } from '@/components/studio/closing-cta';
import { PhotoGrid } from '@/components/media/photo-grid';
import { resolvePhotos } from '@/components/media/resolve-photo';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading, pageLeadClass } from '@/components/ui/page-heading';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.gallery.title,
    description: pagesTexts.gallery.description,
  }),
};

/** docs/rules/product.md#screens /gallery: three columns of tiles (27 at launch; staff edit the list), each opening the full-size viewer. */
export function Component() {
  const { galleryPage, imageLibrary, imageUploads } = useStudioContent();
  return (
    <>
      <section className="pt-10 pb-20 sm:pt-16 sm:pb-28">
        <div className="container-page">
          <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-end lg:gap-16">
            <div>
              <PageHeading
                eyebrow={galleryPage.eyebrow}
                title={galleryPage.title}
                langs={{ eyebrow: englishLang(galleryPage, 'eyebrow'), title: englishLang(galleryPage, 'title') }}
              />
            </div>
            <p className={pageLeadClass} {...englishLang(galleryPage, 'lead')}>
              {galleryPage.lead}
            </p>
          </div>
          <div className="mt-12 sm:mt-16">
            <Island
              name="photo-grid"
              component={PhotoGrid}
              props={{
                photos: resolvePhotos(imageLibrary.gallery, imageUploads),
                label: pagesTexts.gallery.title,
                layout: 'columns',
                priorityFirst: true,
                listTestId: 'gallery',
                tileTestId: 'gallery-tile',
              }}
            />
          </div>
        </div>
      </section>
      <ClosingCta />
    </>
  );
}
