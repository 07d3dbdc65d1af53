import { describe, expect, test } from 'vitest';
import { MAX_PRODUCT_IMAGES } from '../schemas/products.ts';
import { formatFileSize, hasExtension, megabytes, UPLOAD_RULES, uploadProblem } from './uploads.ts';

const MB = 1024 * 1024;

describe('the upload rules, one table for the screens and the server', () => {
  test('the limits of admin-area.md: 10 MB photographs, 100 MB videos and ZIPs, 50 photographs a bulk upload', () => {
    expect(UPLOAD_RULES.image.maxBytes).toBe(10 * MB);
    expect(UPLOAD_RULES.video.maxBytes).toBe(100 * MB);
    expect(UPLOAD_RULES.zip.maxBytes).toBe(100 * MB);
    expect(UPLOAD_RULES.bulkImages.maxFiles).toBe(50);
    expect(UPLOAD_RULES.zip.maxFiles).toBe(1);
    expect(MAX_PRODUCT_IMAGES).toBe(UPLOAD_RULES.image.maxPerProduct);
  });

  test('a limit reads as whole megabytes, as the screens and the server say it', () => {
    expect(megabytes(UPLOAD_RULES.image.maxBytes)).toBe('10 MB');
    expect(megabytes(UPLOAD_RULES.csv.maxBytes)).toBe('256 MB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
  });

  test('a form takes JPG and PNG photographs up to the limit, the bulk upload GIF and WebP too', () => {
    expect(uploadProblem('image', { name: 'Vase.JPEG', size: 10 * MB })).toBeNull();
    expect(uploadProblem('image', { name: 'vase.webp', size: 1 })).toBe('Please upload a JPG or PNG image.');
    expect(uploadProblem('image', { name: 'vase.png', size: 10 * MB + 1 })).toBe(
      'Image file size should be less than 10MB',
    );
    expect(uploadProblem('video', { name: 'tour.MOV', size: 100 * MB })).toBeNull();
    expect(uploadProblem('video', { name: 'tour.mkv', size: 1 })).toBe(UPLOAD_RULES.video.typeMessage);
    expect(hasExtension('stone.webp', UPLOAD_RULES.bulkImages)).toBe(true);
    expect(hasExtension('stone.svg', UPLOAD_RULES.bulkImages)).toBe(false);
    expect(hasExtension('PHOTOS.ZIP', UPLOAD_RULES.zip)).toBe(true);
  });
});
