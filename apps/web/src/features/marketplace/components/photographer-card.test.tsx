import { directoryTexts } from '@studio/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { card } from '../testing/fixtures';
import { PhotographerCard } from './photographer-card';

function renderCard(...args: Parameters<typeof PhotographerCard>) {
  const router = createMemoryRouter([{ path: '*', element: <PhotographerCard {...args[0]} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('PhotographerCard', () => {
  it('shows every fallback of SPEC 2 and the initials when there is no picture', () => {
    const p = card();
    const { container } = renderCard({ photographer: p });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: directoryTexts.card.unnamed })).toHaveAttribute(
      'href',
      `/photographer/${p._id}`,
    );
    for (const text of [
      directoryTexts.card.noSpeciality,
      directoryTexts.card.noLocation,
      directoryTexts.card.noDescription,
      directoryTexts.card.notProvided,
      directoryTexts.card.notStated,
    ])
      expect(within(article).getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('initials-avatar')).toHaveTextContent('U');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows the photographer: up to 3 photographs, speciality, picture, name, place, price, years and message', () => {
    const p = card({
      name: 'Moses Kamau',
      speciality: 'Wedding',
      location: 'Mombasa',
      price: 'From USD 1,800 per wedding',
      startingPrice: 1800,
      startingCurrency: 'USD',
      listedPriceKes: 232_200,
      experience: '14 years',
      experienceYears: 14,
      message: 'Beach and destination weddings on the coast.',
      profile_picture: '/uploads/avatar.webp',
      featured: true,
      images: ['/1.webp', '/2.webp', '/3.webp', '/4.webp'],
    });
    const { container } = renderCard({ photographer: p, action: <button type="button">heart</button> });
    expect(screen.getByRole('heading', { level: 3, name: 'Moses Kamau' })).toBeInTheDocument();
    expect(screen.getByText('Wedding')).toBeInTheDocument();
    expect(screen.getByText('Mombasa')).toBeInTheDocument();
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the photographer's dollars, and what the KES filter compared.
    expect(screen.getByText('From US$1,800')).toBeInTheDocument();
    expect(screen.getByText('(about Ksh 232,200)')).toBeInTheDocument();
    expect(screen.getByText('14 years')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText(p.message)).toHaveClass('line-clamp-2');
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/1.webp', '/2.webp', '/3.webp', '/uploads/avatar.webp']);
    expect(screen.getByRole('button', { name: 'heart' })).toBeInTheDocument();
  });
});
