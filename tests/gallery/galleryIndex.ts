import { GALLERY_HOST_PAGES, GALLERY_LOOKS, GALLERY_WIDTHS, pictureName } from './galleryPlan';

/** docs/gallery/README.md: one table per look, a row per page, a column per width. */
export function galleryIndex(pageNames: readonly string[]): string {
  const widths = GALLERY_WIDTHS.map((size) => size.width);
  const header = `| page | ${widths.map((width) => `${width} px`).join(' | ')} |\n|---|${widths.map(() => '---').join('|')}|`;
  const table = (folder: string, names: readonly string[]) =>
    `${header}\n${names.map((name) => `| ${name} | ${widths.map((width) => `![${name} at ${width} px](${folder}/${pictureName(name, width)})`).join(' | ')} |`).join('\n')}`;
  const looks = GALLERY_LOOKS.map((look) => `## ${look.brand}, ${look.language}, ${look.theme} scheme\n\n${table(look.folder, pageNames)}`);
  return [
    '# Screenshot gallery',
    '',
    'Every page of the standalone site and every demo host page, at 375, 1366 and 1700 px: two',
    'brands, each in the light and the dark scheme (eurobet in English, golazo in Spanish). Written by `npm run gallery` (tests/gallery) from the',
    'built site against a fresh sandbox; regenerate it after a visual change and look at it before',
    'calling the change done. The axe, width and error checks of the same pages are in the e2e',
    'suite (tests/e2e/everyPage.spec.ts).',
    '',
    ...looks.flatMap((section) => [section, '']),
    '## Host pages (the elements as operators embed them)',
    '',
    table('host-pages', GALLERY_HOST_PAGES.map((host) => host.name)),
    '',
  ].join('\n');
}
