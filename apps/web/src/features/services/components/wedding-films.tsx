import { englishLang } from '@studio/shared';
import { Island } from '@/lib/island';
import { useStudioContent } from '@/lib/studio-content';
import { resolveFilms } from '../utils/resolve-films';
import { FilmGrid } from './film-grid';
import { SectionHeading } from '@/components/ui/section-heading';

/** The anchor the portfolio's Learn More and other pages link to (docs/rules/product.md#screens). */
export const WEDDING_VIDEOS_ID = 'wedding-videos';

/** docs/rules/product.md#screens /services: the wedding videos section (#wedding-videos) with four sample films (an island). */
export function WeddingFilms() {
  const { servicesPage, imageUploads, pageHeadings } = useStudioContent();
  const section = servicesPage.weddingFilms;
  const { title, description, films } = section;
  return (
    <section
      id={WEDDING_VIDEOS_ID}
      aria-labelledby="wedding-videos-title"
      className="scroll-mt-20 bg-ink py-20 text-white sm:py-28 dark:bg-stone-950"
    >
      <div className="container-page">
        <div className="max-w-2xl">
          <SectionHeading
            id="wedding-videos-title"
            eyebrow={pageHeadings.services.filmsEyebrow}
            title={title}
            intro={description}
            tone="dark"
            langs={{
              eyebrow: englishLang(pageHeadings.services, 'filmsEyebrow'),
              title: englishLang(section, 'title'),
              intro: englishLang(section, 'description'),
            }}
          />
        </div>
        <Island name="film-grid" component={FilmGrid} props={{ films: resolveFilms(films, imageUploads) }} />
      </div>
    </section>
  );
}
