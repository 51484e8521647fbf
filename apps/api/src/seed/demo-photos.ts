import sharp from 'sharp';
import type { UploadedFile } from '../core/upload';
import { type PhotoStorage, storePhoto } from '../modules/uploads';

/** Sky, wall and roof colours of the demo photos: a few buildings, so the cards look like listings. */
const PALETTES = [
  ['#7dd3fc', '#f1f5f9', '#b45309'],
  ['#fdba74', '#fef3c7', '#78350f'],
  ['#93c5fd', '#e2e8f0', '#334155'],
  ['#a5b4fc', '#fde68a', '#9a3412'],
  ['#5eead4', '#f8fafc', '#0f766e'],
  ['#fca5a5', '#ffedd5', '#7c2d12'],
  ['#c4b5fd', '#ecfccb', '#3f6212'],
  ['#67e8f9', '#fae8ff', '#86198f'],
];

/** A drawn building (an SVG rendered by sharp): no photo files ship with the portal. */
function buildingSvg([sky, wall, roof]: string[], variant: number): string {
  const floors = 2 + (variant % 4);
  const windows = Array.from({ length: floors * 4 }, (_, i) => {
    const x = 330 + (i % 4) * 130;
    const y = 690 - Math.floor(i / 4) * 110;
    return `<rect x="${x}" y="${y}" width="70" height="60" rx="6" fill="#1e3a8a" opacity="0.75"/>`;
  }).join('');
  const top = 760 - floors * 110;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#s)"/>
    <circle cx="${980 - variant * 40}" cy="160" r="70" fill="#fde047"/>
    <rect x="0" y="800" width="1200" height="100" fill="#4d7c0f"/>
    <rect x="290" y="${top}" width="580" height="${800 - top}" fill="${wall}" stroke="#94a3b8" stroke-width="4"/>
    <polygon points="260,${top} 580,${top - 130} 900,${top}" fill="${roof}"/>
    ${windows}
    <rect x="540" y="700" width="80" height="100" rx="8" fill="${roof}"/>
    <circle cx="150" cy="760" r="70" fill="#15803d"/><rect x="140" y="780" width="20" height="40" fill="#713f12"/>
    <circle cx="1040" cy="760" r="60" fill="#16a34a"/><rect x="1030" y="780" width="20" height="40" fill="#713f12"/>
  </svg>`;
}

/** Stores the demo photos through the portal's own upload path (resize, thumbnail), answering their paths. */
export async function storeDemoPhotos(storage: PhotoStorage): Promise<string[]> {
  const paths: string[] = [];
  for (const [index, palette] of PALETTES.entries()) {
    const buffer = await sharp(Buffer.from(buildingSvg(palette, index)))
      .jpeg({ quality: 80 })
      .toBuffer();
    const file: UploadedFile = { buffer, size: buffer.length, type: 'image/jpeg', originalName: `demo-${index}.jpg` };
    paths.push((await storePhoto(storage, file)).path);
  }
  return paths;
}
