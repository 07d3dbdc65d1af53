import sharp from 'sharp';
import { productPhoto, tourPhoto, masterPortrait } from './server/demo/demo-images.ts';
const t0 = performance.now();
const shapes = ['buddha-head','vase','fountain','mortar','relief-panel','bowl','fireplace','calligraphy-panel','seated-buddha','lamp','coin','headstone'] as const;
const stones = ['grey-schist','white-marble','sandstone','soapstone','green-schist','onyx','black-marble','granite','grey-schist','himalayan-salt','lapis','granite'] as const;
const tiles: Buffer[] = [];
for (let i = 0; i < shapes.length; i++) {
  const t = performance.now();
  const img = await productPhoto({ shape: shapes[i]!, stone: stones[i]!, seed: 100 + i, view: i % 4, tag: `N° ${String(i + 1).padStart(3, '0')} · Grey schist` });
  console.log(shapes[i], (performance.now() - t).toFixed(0), 'ms', img.length);
  tiles.push(await sharp(img).resize(300, 300).toBuffer());
}
const grid = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#fff' } }).composite(tiles.map((input, i) => ({ input, left: (i % 4) * 300, top: Math.floor(i / 4) * 300 }))).png().toFile('/tmp/products.png');
let t = performance.now();
const scenes = ['stupa','monastery','museum','city-ruins','hills','festival'] as const;
const tt: Buffer[] = [];
for (let i = 0; i < scenes.length; i++) { tt.push(await sharp(await tourPhoto(scenes[i]!, 7 + i)).resize(400, 250).toBuffer()); }
console.log('tours', ((performance.now() - t)/6).toFixed(0), 'ms each');
const pp: Buffer[] = [];
for (const [i, pal] of (['ochre','slate','olive','rust'] as const).entries()) pp.push(await sharp(await masterPortrait(pal, i)).resize(200, 250).toBuffer());
await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#fff' } }).composite([...tt.map((input, i) => ({ input, left: (i % 3) * 400, top: Math.floor(i / 3) * 250 })), ...pp.map((input, i) => ({ input, left: i * 200, top: 500 }))]).png().toFile('/tmp/scenes.png');
console.log('total', (performance.now() - t0).toFixed(0));
