// The token pages' tables, rendered from @vo/ui itself: the palettes, the contrast pairs and the
// plain tokens are iterated, never copied, so the docs cannot drift from the contract.
import {
  brands,
  colorOf,
  contrastPairs,
  contrastRatio,
  fonts,
  formatRatio,
  mainPalette,
  minimumNonTextContrast,
  minimumTextContrast,
  secondPalette,
  themes,
  tokens,
  type Brand,
  type ColorRole,
  type Palette,
} from '@vo/ui';
import type { ReactNode } from 'react';
import * as styles from './TokenTables.css';

const palettes: Record<Brand, Palette> = { main: mainPalette, second: secondPalette };
const brandNames: Record<Brand, string> = { main: 'Main brand', second: 'Second brand' };

/** A panel painted with one brand's theme: everything inside reads that brand's contract values. */
function BrandPanel({ brand, title, children }: { brand: Brand; title: string; children: ReactNode }) {
  return (
    <section
      className={`${themes[brand]} ${styles.brandPanel}`}
      aria-label={`${title}, ${brandNames[brand]}`}
    >
      {children}
    </section>
  );
}

/** The frame every token table shares: a caption, one header row of column names, then the rows. */
function TokenTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} className={styles.cell} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Verdict({ ratio }: { ratio: number }) {
  if (ratio >= minimumTextContrast) return <span className={styles.verdict.pass}>AA text</span>;
  if (ratio >= minimumNonTextContrast) return <span className={styles.verdict.pass}>AA large / UI</span>;
  return <span className={styles.verdict.none}>below 3:1</span>;
}

/** Every colour role of one brand: a swatch painted by the contract, its value, its contrast on `surface`. */
export function PaletteTable({ brand }: { brand: Brand }) {
  const palette = palettes[brand];
  const roles = Object.keys(palette) as ColorRole[];
  return (
    <BrandPanel brand={brand} title="Colour roles">
      <TokenTable
        caption={<>{brandNames[brand]}: colour roles</>}
        columns={['Swatch', 'Role', 'Value', 'On surface', 'Meets']}
      >
        {roles.map((role) => {
          const ratio = contrastRatio(palette[role], palette.surface);
          return (
            <tr key={role}>
              <td className={styles.cell}>
                <span className={styles.swatch[role]} />
              </td>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>vars.color.{role}</code>
              </th>
              <td className={styles.cell}>
                <code className={styles.code}>{palette[role]}</code>
              </td>
              <td className={styles.cell}>{role === 'surface' ? '—' : formatRatio(ratio)}</td>
              <td className={styles.cell}>{role === 'surface' ? '' : <Verdict ratio={ratio} />}</td>
            </tr>
          );
        })}
      </TokenTable>
    </BrandPanel>
  );
}

/** Every foreground/background pair the components use, with its ratio and the WCAG minimum it must meet. */
export function ContrastTable({ brand }: { brand: Brand }) {
  const palette = palettes[brand];
  return (
    <BrandPanel brand={brand} title="Contrast pairs">
      <TokenTable
        caption={<>{brandNames[brand]}: contrast pairs (WCAG 2.2 AA)</>}
        columns={['Sample', 'Foreground on background', 'Used for', 'Ratio', 'Needs']}
      >
        {contrastPairs.map((pair) => {
          const ratio = contrastRatio(colorOf(palette, pair.foreground), palette[pair.background]);
          const foreground =
            pair.foreground === '#ffffff' ? styles.onWhite : styles.pairForeground[pair.foreground];
          return (
            <tr key={`${pair.foreground}/${pair.background}`}>
              <td className={styles.cell}>
                <span
                  className={`${styles.pairSample} ${styles.pairBackground[pair.background]} ${foreground}`}
                >
                  Aa
                </span>
              </td>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>
                  {pair.foreground} on {pair.background}
                </code>
              </th>
              <td className={styles.cell}>{pair.use}</td>
              <td className={styles.cell}>
                <span className={ratio >= pair.minimum ? styles.verdict.pass : styles.verdict.fail}>
                  {formatRatio(ratio)}
                </span>
              </td>
              <td className={styles.cell}>{pair.minimum}:1</td>
            </tr>
          );
        })}
      </TokenTable>
    </BrandPanel>
  );
}

type Scale = 'space' | 'size' | 'fontSize' | 'fontWeight' | 'lineHeight' | 'radius' | 'shadow' | 'border';

const samples: { [Key in Scale]: Record<string, string> } = {
  space: styles.spaceBar,
  size: styles.sizeBox,
  fontSize: styles.fontSizeSample,
  fontWeight: styles.fontWeightSample,
  lineHeight: styles.lineHeightSample,
  radius: styles.radiusBox,
  shadow: styles.shadowBox,
  border: styles.borderBox,
};

const textScales = new Set<Scale>(['fontSize', 'fontWeight', 'lineHeight']);

/** One token scale (`tokens.space`, `tokens.fontSize`…): name, value and a sample drawn through `vars`. */
export function ScaleTable({ scale, brand = 'main' }: { scale: Scale; brand?: Brand }) {
  const values: Record<string, string> = tokens[scale];
  return (
    <BrandPanel brand={brand} title={scale}>
      <TokenTable
        caption={
          <>
            <code>vars.{scale}</code>
          </>
        }
        columns={['Token', 'Value', 'Sample']}
      >
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.code}>{name}</code>
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            <td className={styles.cell}>
              <span className={samples[scale][name]}>
                {textScales.has(scale) ? 'The quick brown fox' : null}
              </span>
            </td>
          </tr>
        ))}
      </TokenTable>
    </BrandPanel>
  );
}

/** Values without a visual sample: motion, z-index layers, breakpoints. */
export function ValueTable({ group }: { group: 'motion' | 'z' | 'breakpoints' }) {
  const values: Record<string, string | number> =
    group === 'breakpoints'
      ? { ...tokens.breakpoints, dialogFullScreenBelow: tokens.dialogFullScreenBelow }
      : tokens[group];
  const unit = group === 'breakpoints' ? ' px' : '';
  return (
    <BrandPanel brand="main" title={group}>
      <TokenTable
        caption={
          <>
            <code>{group === 'breakpoints' ? 'tokens.breakpoints' : `vars.${group}`}</code>
          </>
        }
        columns={['Token', 'Value']}
      >
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.code}>{name}</code>
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>
                {value}
                {unit}
              </code>
            </td>
          </tr>
        ))}
      </TokenTable>
    </BrandPanel>
  );
}

/** Each brand's font stacks, each sample set in its own font. */
export function FontTable() {
  return (
    <>
      {brands.map((brand) => (
        <BrandPanel key={brand} brand={brand} title="Fonts">
          <TokenTable caption={<>{brandNames[brand]}: fonts</>} columns={['Token', 'Stack', 'Sample']}>
            {(Object.keys(fonts[brand]) as (keyof (typeof fonts)['main'])[]).map((name) => (
              <tr key={name}>
                <th className={styles.cell} scope="row">
                  <code className={styles.code}>vars.font.{name}</code>
                </th>
                <td className={styles.cell}>
                  <code className={styles.code}>{fonts[brand][name]}</code>
                </td>
                <td className={styles.cell}>
                  <span className={styles.fontSample[name]}>Voice over, booked</span>
                </td>
              </tr>
            ))}
          </TokenTable>
        </BrandPanel>
      ))}
    </>
  );
}
