import { slugify } from '../slug.ts';
import { describe, expect, test } from 'vitest';
import { keywordsFromTitle, productFromPhoto, titleFromFileName } from './bulk-products.ts';

describe('products from photographs', () => {
  test('a title from the file name', () => {
    expect(titleFromFileName('seated-buddha_grey.jpg', 'Gandhara Art', 1)).toBe('Seated Buddha Grey');
    expect(titleFromFileName('lotusFountainLarge.PNG', 'Fountains', 1)).toBe('Lotus Fountain Large');
    expect(titleFromFileName('shelf/left/marble_bowl-2.jpeg', 'Crockery', 1)).toBe('Marble Bowl 2');
    expect(titleFromFileName('JALI panel.webp', 'Home Decor', 1)).toBe('JALI Panel');
  });

  test('a name with nothing to say gives the first category and a number', () => {
    for (const name of [
      'IMG_2041.jpg',
      'DSC00417.JPG',
      '20240611_101512.jpg',
      'PXL_20240611_101512.jpg',
      '---.png',
    ])
      expect(titleFromFileName(name, 'Gandhara Art', 7), name).toBe('Gandhara Art 7');
  });

  test('keywords: the title’s words without stop words and short words, then the categories', () => {
    expect(keywordsFromTitle('The Buddha of Taxila in Schist', ['Gandhara Art', 'Home Decor'])).toEqual([
      'buddha',
      'taxila',
      'schist',
      'Gandhara Art',
      'Home Decor',
    ]);
  });

  test('SEO fields follow the product form’s rules', () => {
    const product = productFromPhoto('stone-lotus.jpg', ['Garden Decor'], 1);
    expect(product.seoTitle).toBe('Stone Lotus - Garden Decor | Gandhara Arts');
    expect(product.imageAlt).toBe('Stone Lotus - Garden Decor by Gandhara Arts');
    expect(product.seoDescription.length).toBeLessThanOrEqual(160);
    expect(product.slugBase).toBe('Garden Decor Stone Lotus');
  });

  test('a camera name gives the category once in the slug, not twice (issue 18, item 9)', () => {
    const product = productFromPhoto('IMG_2041.jpg', ['Home Decor'], 2);
    expect(product.title).toBe('Home Decor 2');
    expect(slugify(product.slugBase)).toBe('home-decor-2');
    expect(slugify(productFromPhoto('home decor vase.jpg', ['Home Decor'], 1).slugBase)).toBe(
      'home-decor-vase',
    );
  });
});
