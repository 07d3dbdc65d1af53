/**
 * A photograph turned clockwise by `degrees` (a multiple of 90), drawn on a canvas and saved as a JPEG at quality
 * 0.9 (admin-area.md §2). Always from the original file, so turning back and forth loses nothing.
 */
export async function rotateImageFile(original: File, degrees: number): Promise<File> {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return original;
  const bitmap = await createImageBitmap(original);
  const sideways = turn === 90 || turn === 270;
  const canvas = document.createElement('canvas');
  canvas.width = sideways ? bitmap.height : bitmap.width;
  canvas.height = sideways ? bitmap.width : bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turn * Math.PI) / 180);
  context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('The image could not be encoded');
  const name = original.name.replace(/\.(png|jpe?g)$/i, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() });
}
