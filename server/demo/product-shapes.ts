import type { DemoShape } from './demo-catalog.ts';
import { createRandom } from './stone-texture.ts';

/**
 * Silhouettes of the demo products in a 1000 × 1000 box, base near y = 860. `body` is the filled outline;
 * `carving` is drawn into the stone (grooves, rims, faces) on top of it.
 */
export type ShapeDrawing = { body: string; carving: string; round: boolean };

type Point = readonly [number, number];

/** A smooth closed path through points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n]!;
  let d = `M${at(0)[0].toFixed(1)} ${at(0)[1].toFixed(1)}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
  }
  return `${d} Z`;
}

/** A turned object: the right half of its profile (offset from the centre line, height), mirrored. */
function lathe(profile: readonly Point[]): string {
  const right = profile.map(([dx, y]) => [500 + dx, y] as const);
  const left = [...profile].reverse().map(([dx, y]) => [500 - dx, y] as const);
  return smoothPath([...right, ...left]);
}

const groove = (d: string, width = 9) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".42" stroke-width="${width}" stroke-linecap="round"/>`;
const hollow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.45) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="${opacity}"/>`;
const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;

function curls(cx: number, top: number, rows: number, width: number): string {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const y = top + row * 26;
    const span = width * (0.6 + 0.4 * Math.sin(((row + 1) / (rows + 1)) * Math.PI));
    for (let x = cx - span; x <= cx + span; x += 28)
      out += `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="5"/>`;
  }
  return out;
}

export function drawShape(shape: DemoShape, seed: number): ShapeDrawing {
  const random = createRandom(seed);
  switch (shape) {
    case 'vase':
      return {
        round: true,
        body: lathe([
          [70, 170],
          [64, 215],
          [92, 320],
          [172, 460],
          [190, 560],
          [160, 700],
          [108, 800],
          [122, 838],
          [120, 862],
        ]),
        carving:
          hollow(500, 176, 62, 14) +
          groove('M352 470 Q500 500 648 470') +
          groove('M336 560 Q500 592 664 560', 6),
      };
    case 'bowl':
      return {
        round: true,
        body: lathe([
          [300, 512],
          [292, 566],
          [250, 664],
          [170, 734],
          [112, 748],
          [116, 790],
          [112, 800],
        ]),
        carving: hollow(500, 520, 286, 46, 0.5) + groove('M236 640 Q500 700 764 640', 6),
      };
    case 'plate':
      return {
        round: true,
        body: `M140 640 A360 130 0 1 1 860 640 A360 130 0 1 1 140 640 Z`,
        carving:
          hollow(500, 628, 250, 82, 0.3) + groove('M290 628 A210 64 0 1 1 710 628 A210 64 0 1 1 290 628', 5),
      };
    case 'mortar':
      return {
        round: true,
        body:
          lathe([
            [232, 430],
            [226, 474],
            [208, 604],
            [178, 716],
            [202, 770],
            [200, 808],
          ]) + ` M548 168 Q582 150 604 184 L560 506 Q536 530 510 500 Z`,
        carving: hollow(500, 438, 214, 34, 0.55) + groove('M300 640 Q500 676 700 640', 6),
      };
    case 'grinding-mill':
      return {
        round: true,
        body:
          lathe([
            [330, 610],
            [340, 660],
            [338, 740],
            [330, 800],
          ]) +
          ' ' +
          lathe([
            [300, 470],
            [308, 520],
            [300, 596],
          ]) +
          ` ${rect(712, 300, 34, 190, 14)}`,
        carving:
          hollow(500, 474, 46, 16, 0.7) +
          groove('M202 600 Q500 640 798 600', 7) +
          groove('M190 700 Q500 740 810 700', 5),
      };
    case 'fountain':
      return {
        round: true,
        body: lathe([
          [22, 196],
          [30, 262],
          [52, 282],
          [162, 330],
          [150, 364],
          [40, 384],
          [46, 480],
          [262, 540],
          [252, 584],
          [62, 604],
          [72, 716],
          [382, 752],
          [374, 822],
          [360, 862],
        ]),
        carving:
          hollow(500, 334, 140, 18, 0.4) + hollow(500, 544, 236, 26, 0.4) + hollow(500, 756, 350, 30, 0.4),
      };
    case 'fireplace':
      return {
        round: false,
        body: `${rect(150, 210, 700, 64, 10)} M190 274 H810 V862 H690 V560 Q690 440 500 440 Q310 440 310 560 V862 H190 Z`,
        carving:
          groove('M230 320 H770', 7) +
          groove('M230 370 H770', 4) +
          `<path d="M330 862 V566 Q330 462 500 462 Q670 462 670 566 V862 Z" fill="#000" fill-opacity=".18"/>` +
          groove('M240 420 V820') +
          groove('M760 420 V820'),
      };
    case 'tile': {
      let pattern = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        pattern += groove(`M500 500 L${500 + Math.cos(a) * 200} ${500 + Math.sin(a) * 200}`, 7);
      }
      return {
        round: false,
        body: rect(270, 270, 460, 460, 18),
        carving:
          pattern +
          `<circle cx="500" cy="500" r="120" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="9"/>` +
          groove(rect(300, 300, 400, 400, 8), 6),
      };
    }
    case 'column':
      return {
        round: true,
        body: `${rect(370, 180, 260, 60, 6)} ${rect(395, 236, 210, 40, 4)} ${rect(415, 270, 170, 520, 0)} ${rect(380, 786, 240, 40, 4)} ${rect(350, 822, 300, 40, 6)}`,
        carving: [440, 470, 500, 530, 560].map((x) => groove(`M${x} 290 V770`, 6)).join(''),
      };
    case 'lamp': {
      const rock: Point[] = [];
      for (let i = 0; i < 9; i++) {
        const a = Math.PI + (i / 8) * Math.PI;
        const r = 210 + random() * 70;
        rock.push([500 + Math.cos(a) * r, 640 + Math.sin(a) * r * 1.5]);
      }
      rock.push([700, 700], [300, 700]);
      return {
        round: true,
        body: `${smoothPath(rock)} ${rect(300, 700, 400, 110, 16)}`,
        carving: groove('M300 730 H700', 5),
      };
    }
    case 'ashtray':
      return {
        round: true,
        body: lathe([
          [270, 600],
          [276, 640],
          [252, 716],
          [244, 728],
        ]),
        carving:
          hollow(500, 610, 230, 40, 0.5) +
          [-170, 0, 170].map((dx) => hollow(500 + dx, 590, 24, 12, 0.6)).join(''),
      };
    case 'coin':
      return {
        round: true,
        body: `M200 500 A300 300 0 1 1 800 500 A300 300 0 1 1 200 500 Z`,
        carving:
          `<circle cx="500" cy="500" r="250" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="10"/>` +
          groove(
            'M440 360 Q520 330 560 400 Q590 460 560 520 Q620 560 600 640 M440 360 Q420 460 470 520 L430 640',
            11,
          ) +
          Array.from({ length: 24 }, (_, i) => {
            const a = (i / 24) * Math.PI * 2;
            return `<circle cx="${500 + Math.cos(a) * 278}" cy="${500 + Math.sin(a) * 278}" r="6" fill="#000" fill-opacity=".4"/>`;
          }).join(''),
      };
    case 'pendant':
      return {
        round: true,
        body: `M500 330 C640 460 660 600 600 690 C560 750 440 750 400 690 C340 600 360 460 500 330 Z ${rect(488, 120, 24, 220, 12)}`,
        carving: groove('M500 420 C580 510 590 600 540 660', 6) + hollow(500, 330, 26, 26, 0.5),
      };
    case 'sphere':
      return {
        round: true,
        body: `M230 520 A270 270 0 1 1 770 520 A270 270 0 1 1 230 520 Z ${rect(400, 780, 200, 80, 14)}`,
        carving: '',
      };
    case 'obelisk':
      return {
        round: false,
        body: `M500 150 L560 230 L590 760 L410 760 L440 230 Z ${rect(360, 760, 280, 100, 8)}`,
        carving: groove('M500 240 V740', 5) + groove('M380 800 H620', 5),
      };
    case 'planter':
      return {
        round: true,
        body: lathe([
          [304, 380],
          [306, 424],
          [272, 436],
          [236, 800],
          [240, 830],
          [236, 850],
        ]),
        carving:
          hollow(500, 390, 292, 30, 0.5) +
          groove('M262 520 Q500 556 738 520', 7) +
          groove('M252 620 Q500 656 748 620', 7),
      };
    case 'basin':
      return {
        round: true,
        body: lathe([
          [340, 520],
          [330, 566],
          [290, 680],
          [200, 752],
          [150, 764],
        ]),
        carving: hollow(500, 532, 316, 50, 0.5) + hollow(500, 560, 24, 8, 0.7),
      };
    case 'raw-block': {
      const points: Point[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const r = 250 + random() * 90;
        points.push([500 + Math.cos(a) * r * 1.15, 560 + Math.sin(a) * r * 0.8]);
      }
      return {
        round: false,
        body: `M${points.map(([x, y]) => `${x.toFixed(0)} ${y.toFixed(0)}`).join(' L')} Z`,
        carving:
          groove(`M${points[1]![0]} ${points[1]![1]} L520 560 L${points[6]![0]} ${points[6]![1]}`, 4) +
          groove(`M520 560 L${points[3]![0]} ${points[3]![1]}`, 4),
      };
    }
    case 'headstone':
      return {
        round: false,
        body: `M290 780 V360 Q290 200 500 200 Q710 200 710 360 V780 Z ${rect(240, 780, 520, 80, 8)}`,
        carving:
          groove('M452 392 V330 Q452 282 500 282 Q548 282 548 330 V392', 9) +
          groove('M360 460 H640', 6) +
          groove('M380 520 H620', 5) +
          groove('M400 570 H600', 5) +
          groove('M320 740 Q500 700 680 740', 5),
      };
    case 'calligraphy-panel':
      return {
        round: false,
        body: rect(200, 220, 600, 620, 12),
        carving:
          groove(rect(232, 252, 536, 556, 6), 6) +
          groove('M300 520 C360 420 420 640 500 520 S640 420 700 540', 12) +
          groove('M320 620 C400 580 460 680 560 610 S660 600 690 640', 9) +
          groove('M420 400 L430 460 M580 380 Q600 430 570 470', 10) +
          `<circle cx="470" cy="700" r="10" fill="#000" fill-opacity=".45"/><circle cx="530" cy="360" r="10" fill="#000" fill-opacity=".45"/>`,
      };
    case 'box':
      return {
        round: false,
        body: `${rect(250, 440, 500, 380, 14)} ${rect(236, 380, 528, 80, 16)} ${rect(470, 346, 60, 40, 10)}`,
        carving:
          groove('M250 470 H750', 6) +
          groove(rect(320, 540, 360, 200, 10), 6) +
          `<circle cx="500" cy="640" r="52" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="8"/>`,
      };
    case 'candle-holder':
      return {
        round: true,
        body: lathe([
          [120, 300],
          [110, 340],
          [62, 380],
          [58, 660],
          [150, 720],
          [170, 780],
          [160, 800],
        ]),
        carving: hollow(500, 306, 104, 20, 0.55) + groove('M446 470 H554', 6) + groove('M446 560 H554', 6),
      };
    case 'gem':
      return {
        round: false,
        body: 'M360 360 L640 360 L760 480 L500 800 L240 480 Z',
        carving:
          groove('M240 480 H760', 5) +
          groove('M360 360 L420 480 L500 360 L580 480 L640 360', 5) +
          groove('M420 480 L500 800 L580 480', 5),
      };
    case 'buddha-head':
      return {
        round: true,
        body: lathe([
          [52, 168],
          [74, 204],
          [62, 244],
          [140, 262],
          [176, 334],
          [182, 420],
          [206, 432],
          [204, 520],
          [170, 544],
          [148, 604],
          [108, 652],
          [90, 700],
          [96, 722],
          [206, 744],
          [206, 862],
        ]),
        carving:
          curls(500, 230, 4, 150) +
          groove('M410 470 Q440 454 470 470 M530 470 Q560 454 590 470', 7) +
          groove('M500 480 L492 560 Q500 572 512 562', 6) +
          groove('M462 604 Q500 622 538 604', 7) +
          `<circle cx="500" cy="420" r="8" fill="#000" fill-opacity=".45"/>` +
          groove('M300 760 H700', 5),
      };
    case 'seated-buddha':
      return {
        round: true,
        body:
          `M500 210 m-230 0 a230 230 0 1 1 460 0 a230 230 0 1 1 -460 0 ` +
          lathe([
            [42, 176],
            [56, 206],
            [50, 232],
            [96, 246],
            [110, 300],
            [100, 352],
            [80, 376],
            [172, 402],
            [232, 472],
            [252, 560],
            [232, 640],
            [322, 690],
            [362, 760],
            [352, 826],
            [340, 848],
          ]),
        carving:
          // The halo and the head are one stone: a carved rim and a shadowed outline keep them apart.
          `<circle cx="500" cy="210" r="212" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="10"/>` +
          `<path d="M500 150 C560 150 600 200 596 250 C592 300 560 340 500 344 C440 340 408 300 404 250 C400 200 440 150 500 150 Z" fill="#000" fill-opacity=".16" stroke="#000" stroke-opacity=".4" stroke-width="7"/>` +
          curls(500, 178, 2, 60) +
          groove('M452 250 Q470 242 486 250 M514 250 Q530 242 548 250', 5) +
          groove('M482 300 Q500 310 518 300', 5) +
          groove('M380 440 Q440 560 430 660 M620 440 Q560 560 570 660', 7) +
          groove('M230 740 Q500 690 770 740', 8) +
          groove('M300 790 Q500 760 700 790', 6),
      };
    case 'relief-panel':
      return {
        round: false,
        body: rect(180, 200, 640, 660, 10),
        carving:
          `<path d="M250 840 V400 Q250 280 500 280 Q750 280 750 400 V840 Z" fill="#000" fill-opacity=".22"/>` +
          [340, 500, 660]
            .map(
              (x) =>
                `<circle cx="${x}" cy="450" r="38" fill="#fff" fill-opacity=".16"/>` +
                `<path d="M${x - 60} 820 Q${x - 70} 600 ${x - 34} 510 Q${x} 490 ${x + 34} 510 Q${x + 70} 600 ${x + 60} 820 Z" fill="#fff" fill-opacity=".14"/>` +
                groove(`M${x - 30} 560 Q${x} 640 ${x + 30} 560`, 5),
            )
            .join('') +
          `<circle cx="500" cy="450" r="70" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="7"/>`,
      };
  }
}
