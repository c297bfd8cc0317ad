import type { StudioContent } from '@studio/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTeam } from './resolve-people';
import { TeamCarousel } from './team-carousel';
import { stubMatchMedia } from './test-content';

const team: StudioContent['team'] = ['Amani', 'Brian', 'Cynthia', 'David'].map((name, i) => ({
  id: name.toLowerCase(),
  name,
  role: `Role ${i + 1}`,
  bio: `${name} works here.`,
  image: `portraits/avatar-team-0${i + 1}`,
}));
team[0]!.links = { instagram: 'https://www.instagram.com/pichastudio.ke' };

const about = { team: { title: 'The people behind the lens', description: 'A small team.' } } as StudioContent['about'];

/** The island with the props /about and /portfolio give it. */
const renderTeam = () =>
  render(
    <TeamCarousel
      team={resolveTeam(team)}
      eyebrow="Our team"
      title={about.team.title}
      description={about.team.description}
    />,
  );

const index = () => Number(screen.getByTestId('team-carousel').dataset.index);

describe('TeamCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 9 s and reverses direction at either end', () => {
    renderTeam();
    const seen = [index()];
    for (let i = 0; i < 8; i++) {
      act(() => vi.advanceTimersByTime(9_000));
      seen.push(index());
    }
    expect(seen).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2]);
  });

  it('waits the full 9 s', () => {
    renderTeam();
    act(() => vi.advanceTimersByTime(8_999));
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(index()).toBe(1);
  });

  it('moves a window of cards on wide screens: 3 cards give 2 positions', () => {
    const restore = stubMatchMedia((q) => q.includes('min-width'));
    try {
      renderTeam();
      expect(screen.getByTestId('team-carousel').dataset.positions).toBe('2');
      const shown = () =>
        [...document.querySelectorAll('[aria-roledescription="slide"][data-shown="true"]')].map(
          (el) => el.querySelector('h3')?.textContent,
        );
      expect(shown()).toEqual(['Amani', 'Brian', 'Cynthia']);
      act(() => vi.advanceTimersByTime(9_000));
      expect(shown()).toEqual(['Brian', 'Cynthia', 'David']);
      act(() => vi.advanceTimersByTime(9_000));
      expect(shown()).toEqual(['Amani', 'Brian', 'Cynthia']);
    } finally {
      restore();
    }
  });

  it('shows name, role, bio and social links, and has working previous/next buttons', () => {
    renderTeam();
    expect(screen.getByRole('heading', { name: 'The people behind the lens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amani on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/pichastudio.ke',
    );
    const previous = screen.getByRole('button', { name: 'Previous team member' });
    expect(previous).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next team member' }));
    expect(index()).toBe(1);
    fireEvent.click(previous);
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show David' }));
    expect(index()).toBe(3);
    expect(screen.getByRole('button', { name: 'Next team member' })).toBeDisabled();
  });
});
