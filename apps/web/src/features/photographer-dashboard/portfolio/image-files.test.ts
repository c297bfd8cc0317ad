import { IMAGE_MAX_BYTES, IMAGES_MAX_PER_PORTFOLIO, portfolioTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { checkImageSelection, formatBytes, moveItem, sameOrder } from './image-files';

const image = (name: string, type = 'image/jpeg', size = 2048) => {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkImageSelection', () => {
  it('accepts JPEG, PNG, WebP and AVIF', () => {
    const files = [
      image('a.jpg'),
      image('b.png', 'image/png'),
      image('c.webp', 'image/webp'),
      image('d.avif', 'image/avif'),
    ];
    expect(checkImageSelection(files, { alreadyChosen: 0, inPortfolio: 0 })).toEqual({ accepted: files, problems: [] });
  });

  it('names each file it leaves out, and why', () => {
    const result = checkImageSelection(
      [
        image('notes.txt', 'text/plain'),
        image('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1),
        image('ok.jpg'),
        image('anim.gif', 'image/gif'),
      ],
      { alreadyChosen: 0, inPortfolio: 0 },
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(result.problems).toEqual([
      `notes.txt: ${portfolioTexts.imageType}`,
      `huge.jpg: ${portfolioTexts.imageTooLarge}`,
      `anim.gif: ${portfolioTexts.imageType}`,
    ]);
  });

  it('keeps the portfolio within its limit, counting what is already there and already chosen', () => {
    const files = [image('1.jpg'), image('2.jpg'), image('3.jpg')];
    const result = checkImageSelection(files, { alreadyChosen: 1, inPortfolio: IMAGES_MAX_PER_PORTFOLIO - 3 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(result.problems).toEqual([`${portfolioTexts.tooManyImages} You can add 2 more.`]);
    const full = checkImageSelection(files, { alreadyChosen: 0, inPortfolio: IMAGES_MAX_PER_PORTFOLIO });
    expect(full.accepted).toEqual([]);
    expect(full.problems[0]).toContain('Remove some photographs');
  });
});

describe('moveItem', () => {
  it('moves an item and leaves the list it came from alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 0, 9)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sameOrder and formatBytes', () => {
  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
  it('writes sizes for people', () => {
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
