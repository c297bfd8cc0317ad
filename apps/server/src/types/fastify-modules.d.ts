import type { ActivitiesRepository } from '../modules/activities/activities.repository';
import type { AuditRepository } from '../modules/audit/audit.repository';
import type { AvailabilityService } from '../modules/availability/availability.service';
import type { BookingRequestsRepository } from '../modules/booking-requests/booking-requests.repository';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { MpesaStandin } from '../modules/payments/mpesa-standin';
import type { ResetCodesRepository } from '../modules/auth/reset-codes.repository';
import type { PackagesRepository } from '../modules/packages/packages.repository';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { ExchangeRateRepository } from '../modules/photographers/exchange-rate.repository';
import type { PhotographerCardsRepository } from '../modules/photographers/photographer-cards.repository';
import type { PhotographersRepository } from '../modules/photographers/photographers.repository';
import type { StudioContentService } from '../modules/studio-content/studio-content.service';
import type { StudioImage } from '@studio/shared';
import type { StudioImageStore } from '../modules/studio-content/studio-images.store';
import type { LibraryCoveredPost } from '../modules/studio-content/studio-media';
import type { UsersRepository } from '../modules/users/users.repository';

/**
 * What modules offer each other on the instance (docs/decisions/0045-modules-assemble-themselves.md):
 * each module plugin decorates it with the parts other modules use, built once; a module that
 * uses them names that module in its `dependencies`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The users module: the users table. */
    users: { repository: UsersRepository };
    /** The sign-in module: the password reset codes (the account's settings list and end them). */
    signIn: { resetCodes: ResetCodesRepository };
    /** The photographers module: the portfolios, the directory's cards and the exchange rate. */
    photographers: {
      repository: PhotographersRepository;
      cards: PhotographerCardsRepository;
      exchangeRates: ExchangeRateRepository;
    };
    /** The audit module: the console's audit log. */
    audit: { repository: AuditRepository };
    /** The activities module: the activity feed. */
    activities: { repository: ActivitiesRepository };
    /** The packages module: a photographer's packages. */
    packages: { repository: PackagesRepository };
    /** The availability module: blocked dates and free days. */
    availability: { service: AvailabilityService };
    /** The booking-requests module: the bookings and their timelines. */
    bookingRequests: { repository: BookingRequestsRepository };
    /** The studio-content module: the content every public page reads (the sitemap and the rendered pages too). */
    studioContent: StudioContentService;
    /** The studio-content module's media library: its files, its photographs, and who takes covers from it. */
    studioLibrary: {
      store: StudioImageStore;
      list(): Promise<StudioImage[]>;
      /** A module whose pages take a cover from the library says which (the console's sample report counts them). */
      readCoversWith(read: () => Promise<LibraryCoveredPost[]>): void;
    };
    /** The notifications module (docs/rules/history.md#issue-12): modules create them with their changes and dispatch them after. */
    notifications: NotificationsService;
    /** The payments module, by M-Pesa (ADR 0038): the booking lifecycle calls it on accept, cancel, complete. */
    payments: PaymentsService;
    /** The payments module's local Daraja stand-in when MPESA_ENV=local (tests script it). */
    mpesaStandin: MpesaStandin | undefined;
  }
}
