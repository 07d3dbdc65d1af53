import { describe, expect, test } from 'vitest';
import { specificationLines, specificationsLd, weightText } from './product-specifications.ts';

const NONE = { material: null, dimensions: null, weightGrams: null, finish: null, origin: null };

describe('a piece’s specifications', () => {
  test('the page lists the fields that are set, then the other labelled lines the fields do not already say', () => {
    expect(
      specificationLines({
        ...NONE,
        material: 'grey schist',
        weightGrams: 6500,
        origin: 'Taxila, Pakistan',
        specifications: [
          ['Material', 'Dark schist'],
          ['Carving time', 'About 5 weeks'],
          ['Colour', ' '],
        ],
      }),
    ).toEqual([
      ['Material', 'Grey schist'],
      ['Weight', '6.5 kg'],
      ['Origin', 'Taxila, Pakistan'],
      ['Carving time', 'About 5 weeks'],
    ]);
    expect(specificationLines({ ...NONE, specifications: [] })).toEqual([]);
  });

  test('a weight reads in kilograms, or grams under one', () => {
    expect(weightText(38_000)).toBe('38 kg');
    expect(weightText(1_250)).toBe('1.25 kg');
    expect(weightText(850)).toBe('850 g');
  });

  test('JSON-LD has schema.org’s material and weight; dimensions, finish and origin are named text', () => {
    expect(
      specificationsLd({
        material: 'onyx',
        dimensions: '30 × 18 × 15 cm',
        weightGrams: 6500,
        finish: 'Hand-polished',
        origin: null,
      }),
    ).toEqual({
      material: 'Onyx',
      weight: { '@type': 'QuantitativeValue', value: 6.5, unitCode: 'KGM' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Dimensions', value: '30 × 18 × 15 cm' },
        { '@type': 'PropertyValue', name: 'Finish', value: 'Hand-polished' },
      ],
    });
    expect(specificationsLd(NONE)).toEqual({});
  });
});
