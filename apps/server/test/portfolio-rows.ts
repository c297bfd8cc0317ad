import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { portfolioImages, portfolios } from '../src/db/schema/photographers';
import { users } from '../src/db/schema/users';

/** A portfolio as the search sees it; everything not given gets a plain default. */
export interface PortfolioSpec {
  name: string;
  speciality?: string;
  location?: string;
  message?: string;
  startingPrice?: number | null;
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the starting price's currency (shillings unless told). */
  startingCurrency?: 'KES' | 'USD';
  experienceYears?: number | null;
  featured?: boolean;
  createdAt?: Date;
  /** How many images; they are inserted in reverse order, so their positions decide the order. */
  images?: number;
  /** The owner's role, changed after the portfolio was made (such a portfolio is not listed). */
  role?: 'photographer' | 'client' | 'admin';
}

export const imageBase = (portfolioId: string, position: number) => `/media/test/${portfolioId}/p${position}`;

/**
 * Inserts accounts and portfolios straight into the database, in bulk, for tests that read many
 * known portfolios (the API's own creation is tested in photographers.test.ts). Returns the ids.
 */
export async function insertPortfolios(db: Db, specs: PortfolioSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const now = Date.now();
  const owners = await db
    .insert(users)
    .values(
      specs.map((s) => ({
        email: `${randomUUID()}@example.com`,
        username: s.name,
        passwordHash: 'not-a-hash',
        role: 'photographer' as const,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(portfolios)
    .values(
      specs.map((s, i) => ({
        userId: owners[i]!.id,
        name: s.name,
        email: `studio${i}@example.com`,
        phone: '+254 712 345 678',
        message: s.message ?? `${s.name} photographs people.`,
        speciality: s.speciality ?? 'Portrait',
        price:
          s.startingPrice == null
            ? 'Ask me'
            : s.startingCurrency === 'USD'
              ? `$${s.startingPrice}`
              : `KES ${s.startingPrice}`,
        location: s.location ?? 'Nairobi',
        experience: s.experienceYears == null ? 'Many years' : `${s.experienceYears} years`,
        website: 'https://example.com',
        featured: s.featured ?? false,
        startingPrice: s.startingPrice ?? null,
        startingCurrency: s.startingPrice == null ? null : (s.startingCurrency ?? 'KES'),
        experienceYears: s.experienceYears ?? null,
        createdAt: s.createdAt ?? new Date(now - i * 60_000),
      })),
    )
    .returning({ id: portfolios.id });
  const images = specs.flatMap((s, i) =>
    Array.from({ length: s.images ?? 0 }, (_, k) => (s.images ?? 0) - 1 - k).map((position) => ({
      portfolioId: rows[i]!.id,
      position,
      base: imageBase(rows[i]!.id, position),
      widths: [400, 800],
      width: 800,
      height: 600,
      placeholder: 'data:image/webp;base64,AAAA',
    })),
  );
  if (images.length) await db.insert(portfolioImages).values(images);
  for (const [i, s] of specs.entries()) {
    if (s.role && s.role !== 'photographer') {
      await db.update(users).set({ role: s.role }).where(eq(users.id, owners[i]!.id));
    }
  }
  return rows.map((r) => r.id);
}
