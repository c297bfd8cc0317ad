import fs from 'node:fs/promises';
import path from 'node:path';
import { moveFilesIn, removeFilesUnder } from '../uploads/media-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Names the store gives files: a random stem, a width and a web format; never chosen by a client. */
export const MESSAGE_IMAGE_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(webp|avif)$/;

/** The API path a message's pictures are served under (only to the booking's two sides). */
export const messageImagesPath = (bookingId: string) => `/api/booking-requests/${bookingId}/messages/images`;

/**
 * Pictures sent in conversations (ADR 0018): MEDIA_DIR/messages/{booking id}/, outside the public
 * uploads folder, so that the only way to them is the authorised route.
 */
export function messageImageStore(mediaDir: string) {
  const root = path.join(mediaDir, 'messages');
  const dirOf = (bookingId: string) => {
    if (!UUID.test(bookingId)) throw new Error(`not a booking id: ${bookingId}`);
    return path.join(root, bookingId);
  };

  return {
    dirOf,

    /** The file behind a name, or undefined for a name the store would never give. */
    fileOf(bookingId: string, name: string): string | undefined {
      return MESSAGE_IMAGE_NAME.test(name) ? path.join(dirOf(bookingId), name) : undefined;
    },

    /** Moves finished files in; on failure removes what was moved. Returns the final paths. */
    async moveIn(bookingId: string, files: { from: string; name: string }[]): Promise<string[]> {
      return moveFilesIn(dirOf(bookingId), files, MESSAGE_IMAGE_NAME);
    },

    async removePaths(paths: string[]): Promise<void> {
      return removeFilesUnder(root, paths);
    },

    /** Deletes a booking's pictures (its account or portfolio went). */
    async removeBooking(bookingId: string): Promise<void> {
      await fs.rm(dirOf(bookingId), { recursive: true, force: true });
    },
  };
}
export type MessageImageStore = ReturnType<typeof messageImageStore>;
