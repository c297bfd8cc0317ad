import { LOCALES } from '@studio/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts (docs/rules/accounts-and-auth.md). E-mail addresses are stored trimmed and lower-cased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** argon2id PHC string (salt and parameters inside); see docs/decisions/0005. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'photographer', 'admin'] })
      .notNull()
      .default('client'),
    /** File name of the profile picture in MEDIA_DIR/avatars, or null. */
    avatarFile: text('avatar_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** docs/rules/history.md#issue-23: when the person chose their display name; null: never asked (the dashboard asks once). */
    nameChosenAt: timestamp('name_chosen_at', { withTimezone: true }),
    /**
     * The language the person reads the product in (docs/rules/public-pages.md#languages): their
     * e-mails and notifications are written in it. First the language they signed up in.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Lets portfolios.owner_role refer to (id, role), so a role change reaches the portfolio (docs/rules/history.md#issue-6).
    unique('users_id_role_key').on(t.id, t.role),
    check('users_role_check', sql`${t.role} in ('client', 'photographer', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
  ],
);

/** docs/rules/accounts-and-auth.md#sessions: revocable sessions. Only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: e-mailed password-reset codes, stored as argon2id hashes. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** Set once the code can no longer be used: it was used, replaced by a newer one, or worn out by wrong tries. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_user_created_idx').on(t.userId, t.createdAt)],
);
