import { describe, expect, test } from 'vitest';
import { normaliseFileName, tourSlideText } from './tour-slides.ts';

describe('tour hero slide text', () => {
  test.each([
    ['cultural-event-baisakhi.jpg', 'Cultural Events'],
    ['Delegation_Welcome.JPG', 'VIP Delegation Tours'],
    ['dharmarajeka-stupa.jpg', 'Dharmarajika Stupa'],
    ['group event khanpur.webp', 'Group Events'],
    ['jullian-monastery.jpg', 'Jaulian Monastery'],
    ['sirkap_ancient_city.jpg', 'Sirkap Ancient City'],
    ['taxila-museum-tour.jpg', 'VIP Delegation Tours'],
    ['Taxila-Museum-gallery.png', 'Taxila Museum'],
    ['bhir-mound.jpg', 'Heritage Site Experience'],
    ['', 'Heritage Site Experience'],
  ])('%s → %s', (file, title) => {
    expect(tourSlideText(file).title).toBe(title);
    expect(tourSlideText(file).subtitle.length).toBeGreaterThan(10);
  });

  test('the first matching keyword wins, in the order of the spec', () => {
    expect(tourSlideText('cultural-event-delegation.jpg').title).toBe('Cultural Events');
    expect(tourSlideText('taxila-museum-tour-sirkap.jpg').title).toBe('Sirkap Ancient City');
  });

  test('file names are read without folders, extension or separators', () => {
    expect(normaliseFileName('uploads\\tours/Taxila_Museum-tour.3.JPG')).toBe('taxila museum tour 3');
  });
});
