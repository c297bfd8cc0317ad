import { GALLERY_PHOTO_MAX_BYTES, galleriesTexts } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { GALLERY_UPLOAD_ACCEPT, GalleryUploader } from './gallery-uploader';

/** A file of `size` bytes without holding them (the uploader reads only the size before it uploads). */
function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('GalleryUploader', () => {
  it("offers JPEG, PNG and an iPhone's HEIC/HEIF, also when the browser gives the file no type", async () => {
    const { container } = renderWithProviders(<GalleryUploader galleryId="g1" setId="s1" />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe(GALLERY_UPLOAD_ACCEPT);
    expect(
      screen.getByText(galleriesTexts.uploader.hint({ mb: GALLERY_PHOTO_MAX_BYTES / 1024 / 1024 })),
    ).toBeInTheDocument();
    // user-event drops files the accept list refuses: the HEIC ones get through to the uploader's
    // own checks (too large here, so nothing is sent), a text file does not.
    const tooLarge = GALLERY_PHOTO_MAX_BYTES + 1;
    await userEvent.upload(input, [
      fileOf('IMG_0001.HEIC', '', tooLarge),
      fileOf('IMG_0002.heif', 'image/heif', tooLarge),
      fileOf('notes.txt', 'text/plain', tooLarge),
    ]);
    expect(screen.getByText('IMG_0001.HEIC')).toBeInTheDocument();
    expect(screen.getByText('IMG_0002.heif')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(
      screen.getAllByText(galleriesTexts.uploadTooLarge({ mb: GALLERY_PHOTO_MAX_BYTES / 1024 / 1024 })),
    ).toHaveLength(2);
  });
});
