import { englishLang, studioPageTexts } from '@studio/shared';
import { TEAM_INTERVAL_MS, type TeamLinkNetwork } from '@studio/shared';
import { useId, useState, useSyncExternalStore } from 'react';
import { Avatar } from './avatar';
import { ArrowButton, DotButtons, RotationButton } from './carousel-buttons';
import { clampIndex, type PingPongState, stepPingPong, windowPositions } from './carousel-index';
import type { ShownTeamMember } from './resolve-people';
import { networkNames, SocialLinkIcon } from './social-link-icon';
import { useAutoAdvance, useCarouselRotation } from './use-carousel';
import { SectionHeading } from '@/components/ui/section-heading';

/** Cards shown at once; must match the card widths below (basis-full, md:basis-1/2, lg:basis-1/3). */
const WIDE = '(min-width: 64rem)';
const MEDIUM = '(min-width: 48rem)';

function subscribeWidth(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribeWidth,
    () => (window.matchMedia(WIDE).matches ? 3 : window.matchMedia(MEDIUM).matches ? 2 : 1),
    () => 1,
  );
}

const networks: TeamLinkNetwork[] = ['instagram', 'facebook', 'twitter', 'linkedIn', 'tikTok'];

function TeamCard({ member }: { member: ShownTeamMember }) {
  const links = networks.flatMap((network) => {
    const href = member.links?.[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-7 shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <div className="flex items-center gap-5">
        <Avatar image={member.avatar} name={member.name} className="size-20" />
        <div>
          <h3 className="font-serif text-2xl leading-tight">{member.name}</h3>
          <p
            className="mt-1 text-sm font-semibold uppercase tracking-[0.14em] text-clay dark:text-gold"
            {...englishLang(member, 'role')}
          >
            {member.role}
          </p>
        </div>
      </div>
      <p className="mt-6 leading-relaxed" {...englishLang(member, 'bio')}>
        {member.bio}
      </p>
      {member.description && (
        <p className="mt-3 leading-relaxed text-stone-600 dark:text-stone-300" {...englishLang(member, 'description')}>
          {member.description}
        </p>
      )}
      {links.length > 0 && (
        <ul className="mt-auto flex gap-2 pt-6" aria-label={studioPageTexts.memberSocial({ name: member.name })}>
          {links.map(({ network, href }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={studioPageTexts.memberOn({ name: member.name, network: networkNames[network] })}
                className="grid size-10 place-items-center rounded-full border border-stone-300 text-stone-700 hover:border-clay hover:text-clay dark:border-stone-600 dark:text-stone-200 dark:hover:border-gold dark:hover:text-gold"
              >
                <SocialLinkIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

interface TeamCarouselProps {
  /** The team, with avatars resolved on the server (`resolveTeam`). */
  team: ShownTeamMember[];
  /** The small line above the title (the studio's words, docs/rules/history.md#issue-23). */
  eyebrow: string;
  title: string;
  description: string;
  /** Which of `eyebrow`, `title` and `description` a Kiswahili page shows in English (`englishProps`). */
  english?: string[];
}

/**
 * docs/rules/product.md#screens/4: the team carousel. Advances every 9 s (TEAM_INTERVAL_MS) and reverses direction at
 * either end (0, 1, 2, 3, 2, 1, 0, ...). Wide screens show two or three cards and move that window
 * the same way. Pauses on hover and focus, has a Pause button, and does not rotate under reduced
 * motion, nor while off screen or in a hidden tab. A whole section (heading included, inside its
 * own `container-page`), an island of /about and /portfolio.
 */
export function TeamCarousel({ team, eyebrow, title, description, english }: TeamCarouselProps) {
  const marks = { english };
  const perView = useCardsPerView();
  const positions = windowPositions(team.length, perView);
  const [state, setState] = useState<PingPongState>({ index: 0, direction: 1 });
  const index = clampIndex(state.index, positions);
  const rotation = useCarouselRotation<HTMLDivElement>(positions);
  const id = useId();
  const trackId = `${id}-track`;

  useAutoAdvance(() => setState((s) => stepPingPong(s, positions)), TEAM_INTERVAL_MS, rotation.running, index);

  const moveTo = (target: number) => {
    const next = clampIndex(target, positions);
    if (next !== index) setState({ index: next, direction: next > index ? 1 : -1 });
  };

  if (team.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="py-20 sm:py-24">
      <div
        className="container-page"
        role="group"
        aria-roledescription={studioPageTexts.roleCarousel}
        aria-label={studioPageTexts.teamLabel}
        data-testid="team-carousel"
        data-index={index}
        data-direction={state.direction}
        data-positions={positions}
        {...rotation.bind}
      >
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <SectionHeading
              id={`${id}-title`}
              eyebrow={eyebrow}
              title={title}
              intro={description}
              langs={{
                eyebrow: englishLang(marks, 'eyebrow'),
                title: englishLang(marks, 'title'),
                intro: englishLang(marks, 'description'),
              }}
            />
          </div>
          {positions > 1 && (
            <div className="flex items-center gap-3">
              <ArrowButton
                direction="previous"
                label={studioPageTexts.carousel.previousTeamMember}
                controls={trackId}
                disabled={index === 0}
                onClick={() => moveTo(index - 1)}
              />
              <ArrowButton
                direction="next"
                label={studioPageTexts.carousel.nextTeamMember}
                controls={trackId}
                disabled={index === positions - 1}
                onClick={() => moveTo(index + 1)}
              />
              {rotation.canRotate && (
                <RotationButton stopped={rotation.stopped} onToggle={rotation.toggleStopped} what="team carousel" />
              )}
            </div>
          )}
        </div>
        <div className="-mx-3 mt-10 overflow-hidden">
          <div
            id={trackId}
            aria-live={rotation.running ? 'off' : 'polite'}
            className="flex transition-transform duration-700 ease-out"
            style={index > 0 ? { transform: `translateX(-${(index * 100) / perView}%)` } : undefined}
          >
            {team.map((member, i) => {
              const shown = i >= index && i < index + perView;
              return (
                <div
                  key={member.id}
                  role="group"
                  aria-roledescription={studioPageTexts.roleSlide}
                  aria-label={studioPageTexts.memberPosition({
                    index: i + 1,
                    count: team.length,
                    name: member.name,
                    role: member.role,
                  })}
                  data-shown={shown}
                  inert={!shown}
                  className="shrink-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
                >
                  <TeamCard member={member} />
                </div>
              );
            })}
          </div>
        </div>
        {positions > 1 && (
          <div className="mt-6 flex justify-center">
            <DotButtons
              count={positions}
              index={index}
              controls={trackId}
              onSelect={moveTo}
              label={(i) => {
                if (perView !== 1) return studioPageTexts.dots.teamPosition({ index: i + 1, count: positions });
                const name = team[i]?.name;
                return name == null
                  ? studioPageTexts.dots.teamMemberNumber({ index: i + 1 })
                  : studioPageTexts.dots.teamMember({ name });
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
