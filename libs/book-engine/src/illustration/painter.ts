import { age, darken, lighten, mix } from './color';
import type { StyleSpec } from './styles';

type Attrs = Record<string, string | number | undefined>;

export const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ');

const round = (n: number): string => String(Math.round(n * 100) / 100);

export const el = (tag: string, a: Attrs, children = ''): string =>
  children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;

/** Collects <defs> (gradients) and turns a flat colour into the style's way of painting it. */
export class Painter {
  private readonly defs = new Map<string, string>();

  constructor(readonly spec: StyleSpec) {}

  /** The style's version of a colour (vintage ages it, watercolour lightens it). */
  color(hex: string): string {
    let c = hex;
    if (this.spec.tint) c = mix(c, this.spec.tint.color, this.spec.tint.amount);
    if (this.spec.filter === 'vintage') c = age(c);
    return c;
  }

  fill(hex: string): Attrs {
    const c = this.color(hex);
    switch (this.spec.paint) {
      case 'flat':
        return { fill: c };
      case 'wash': {
        // Watercolour pigment pools at the edge of a wet shape: a pale centre and a darker rim.
        const id = `wash${c.slice(1)}`;
        this.defs.set(
          id,
          `<radialGradient id="${id}" cx="0.45" cy="0.42" r="0.62">` +
            `<stop offset="0" stop-color="${lighten(c, 0.3)}"/><stop offset="0.78" stop-color="${c}"/>` +
            `<stop offset="0.93" stop-color="${darken(c, 0.16)}"/><stop offset="1" stop-color="${lighten(c, 0.1)}"/></radialGradient>`,
        );
        return { fill: `url(#${id})`, 'fill-opacity': 0.92 };
      }
      case 'soft': {
        const id = `soft${c.slice(1)}`;
        this.defs.set(
          id,
          `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.78">` +
            `<stop offset="0" stop-color="${lighten(c, 0.38)}"/><stop offset="0.55" stop-color="${c}"/>` +
            `<stop offset="1" stop-color="${darken(c, 0.28)}"/></radialGradient>`,
        );
        return { fill: `url(#${id})` };
      }
      case 'cel': {
        const id = `cel${c.slice(1)}`;
        this.defs.set(
          id,
          `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.35">` +
            `<stop offset="0" stop-color="${lighten(c, 0.08)}"/><stop offset="0.6" stop-color="${c}"/>` +
            `<stop offset="0.6" stop-color="${darken(c, 0.22)}"/><stop offset="1" stop-color="${darken(c, 0.22)}"/>` +
            `</linearGradient>`,
        );
        return { fill: `url(#${id})` };
      }
    }
  }

  outline(scale = 1): Attrs {
    if (!this.spec.stroke) return {};
    return {
      stroke: this.spec.stroke,
      'stroke-width': this.spec.strokeWidth / scale,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    };
  }

  /** A filled shape with the style's outline. */
  shape(tag: string, geometry: Attrs, hex: string, scale = 1): string {
    return el(tag, { ...geometry, ...this.fill(hex), ...this.outline(scale) });
  }

  /** A thick rounded limb; outlined styles get the outline as a wider stroke underneath. */
  limb(x1: number, y1: number, x2: number, y2: number, width: number, hex: string, scale = 1): string {
    const line = { x1, y1, x2, y2, 'stroke-linecap': 'round' };
    const under = this.spec.stroke
      ? el('line', {
          ...line,
          stroke: this.spec.stroke,
          'stroke-width': width + (this.spec.strokeWidth * 2) / scale,
        })
      : '';
    return under + el('line', { ...line, stroke: this.color(hex), 'stroke-width': width });
  }

  addDef(id: string, svg: string): void {
    this.defs.set(id, svg);
  }

  renderDefs(): string {
    return [...this.defs.values()].join('');
  }
}
