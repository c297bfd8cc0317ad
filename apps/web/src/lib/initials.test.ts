import { describe, expect, it } from 'vitest';
import { initialsOf, paletteOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Achieng Otieno', 'AO'],
    ['wanjiru.k', 'WK'],
    ['amani', 'A'],
    ['  mary  jane  watson ', 'MJ'],
    ['Guest', 'G'],
    ['élodie', 'É'],
    ['', '?'],
  ])('%j -> %s', (name, expected) => expect(initialsOf(name)).toBe(expected));
});

describe('paletteOf', () => {
  it('gives a name the same colours every time', () => {
    expect(paletteOf('Achieng Otieno')).toBe(paletteOf('Achieng Otieno'));
  });
});
