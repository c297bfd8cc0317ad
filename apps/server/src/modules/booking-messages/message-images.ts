import { type MediaStore, moveFilesIn, removeKeysUnder } from '../uploads/media-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Names the store gives files: a random stem, a width and a web format; never chosen by a client. */
export const MESSAGE_IMAGE_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(webp|avif)$/;
const MESSAGES_PREFIX = 'messages/';

/** The API path a message's pictures are served under (only to the booking's two sides). */
export const messageImagesPath = (bookingId: string) => `/api/booking-requests/${bookingId}/messages/images`;

/**
 * Pictures sent in conversations (ADR 0018): `messages/{booking id}/` in the media store
 * (docs/decisions/0040-media-store.md), outside the publicly served prefixes, so that the only way
 * to them is the authorised route.
 */
export function messageImageStore(store: MediaStore) {
  const prefixOf = (bookingId: string) => {
    if (!UUID.test(bookingId)) throw new Error(`not a booking id: ${bookingId}`);
    return `${MESSAGES_PREFIX}${bookingId}/`;
  };

  return {
    /** The key behind a name, or undefined for a name the store would never give. */
    keyOf(bookingId: string, name: string): string | undefined {
      return MESSAGE_IMAGE_NAME.test(name) ? `${prefixOf(bookingId)}${name}` : undefined;
    },

    /** Moves finished files in; on failure removes what was moved. Answers their keys. */
    async moveIn(bookingId: string, files: { from: string; name: string }[]): Promise<string[]> {
      return moveFilesIn(store, prefixOf(bookingId), files, MESSAGE_IMAGE_NAME);
    },

    /** Deletes what `moveIn` answered (a message that failed after its files went in). */
    async removeStored(keys: string[]): Promise<void> {
      return removeKeysUnder(store, MESSAGES_PREFIX, keys);
    },

    /** Deletes a booking's pictures (its account or portfolio went). */
    async removeBooking(bookingId: string): Promise<void> {
      await store.deletePrefix(prefixOf(bookingId));
    },
  };
}
export type MessageImageStore = ReturnType<typeof messageImageStore>;
