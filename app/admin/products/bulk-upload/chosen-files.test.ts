import { describe, expect, test } from 'vitest';
import { chooseFiles } from './chosen-files.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => new File([new Uint8Array(size)], name, { type });

describe('the files a bulk upload keeps', () => {
  test('photographs join those chosen before; other files are left out with a notice', () => {
    const before = [file('one.jpg', 10, 'image/jpeg')];
    const chosen = chooseFiles('images', before, [file('two.webp'), file('notes.txt', 10, 'text/plain')]);
    expect(chosen.files?.map((each) => each.name)).toEqual(['one.jpg', 'two.webp']);
    expect(chosen.notice).toBe('Only image files (JPG, PNG, GIF or WebP) were kept.');
  });

  test('a photograph over 10 MB is named and not added', () => {
    const chosen = chooseFiles('images', [], [file('huge.jpg', 10 * MB + 1, 'image/jpeg')]);
    expect(chosen.files).toEqual([]);
    expect(chosen.notice).toBe('Not added, over the 10 MB limit per photograph: huge.jpg.');
  });

  test('past 50 photographs the first 50 are kept', () => {
    const many = Array.from({ length: 52 }, (_, n) => file(`p${n}.png`, 10, 'image/png'));
    const chosen = chooseFiles('images', [], many);
    expect(chosen.files).toHaveLength(50);
    expect(chosen.notice).toMatch(/^At most 50 images per upload: the first 50 were kept\./);
  });

  test('one ZIP is kept; a choice without one leaves the files as they were', () => {
    expect(chooseFiles('zip', [], [file('shelf.ZIP'), file('other.zip')])).toMatchObject({
      notice: 'One ZIP file per upload: the first was kept.',
    });
    expect(chooseFiles('zip', [], [file('shelf.jpg', 10, 'image/jpeg')])).toEqual({
      files: null,
      notice: 'Please choose a ZIP file.',
    });
  });
});
