import type { Style } from '../types';

export type Paint = 'flat' | 'soft' | 'cel' | 'wash';
export type Eyes = 'dot' | 'shiny' | 'anime' | 'bead' | 'real';

export interface StyleSpec {
  sky: [string, string];
  ground: [string, string];
  far: string;
  sun: string;
  paint: Paint;
  stroke: string | null;
  strokeWidth: number;
  eyes: Eyes;
  /** Filter applied to the whole picture: watercolour bleed, vintage print, digital glow. */
  filter: 'watercolor' | 'vintage' | 'glow' | 'soft-shadow' | null;
  serif: boolean;
  title: { fill: string; panel: string | null; panelOpacity: number; outline: string | null; weight: number };
  /** Colours of characters are pushed towards the style's palette by this much. */
  tint: { color: string; amount: number } | null;
  /** Head size and body length against the base figure: each style draws its own figure, not a tint. */
  proportions: { head: number; body: number };
  extras: Array<
    'bokeh' | 'halftone' | 'paper' | 'grain' | 'frame' | 'sparkles' | 'clouds' | 'speedlines' | 'grid'
  >;
}

export const STYLE_SPECS: Record<Style, StyleSpec> = {
  pixar: {
    proportions: { head: 1.2, body: 0.9 },
    sky: ['#7ec8f0', '#ffe3b8'],
    ground: ['#8fd16a', '#4f9a3c'],
    far: '#a7d98a',
    sun: '#ffd56b',
    paint: 'soft',
    stroke: null,
    strokeWidth: 0,
    eyes: 'shiny',
    filter: 'soft-shadow',
    serif: false,
    title: { fill: '#5a2d0c', panel: '#fff8ec', panelOpacity: 0.88, outline: null, weight: 800 },
    tint: null,
    extras: ['bokeh', 'clouds'],
  },
  watercolor: {
    proportions: { head: 1, body: 1 },
    sky: ['#cfe6f2', '#fbeedd'],
    ground: ['#b7d9a0', '#8cbf7a'],
    far: '#c4dcc0',
    sun: '#f6c98b',
    paint: 'wash',
    stroke: null,
    strokeWidth: 0,
    eyes: 'dot',
    filter: 'watercolor',
    serif: true,
    title: { fill: '#3f4f6b', panel: '#fffdf7', panelOpacity: 0.7, outline: null, weight: 700 },
    tint: { color: '#ffffff', amount: 0.12 },
    extras: ['paper'],
  },
  cartoon: {
    proportions: { head: 1.1, body: 0.95 },
    sky: ['#36c5f0', '#9be7ff'],
    ground: ['#5ed35e', '#35a845'],
    far: '#7fe07f',
    sun: '#ffde21',
    paint: 'flat',
    stroke: '#1e1e1e',
    strokeWidth: 6,
    eyes: 'dot',
    filter: null,
    serif: false,
    title: { fill: '#ffde21', panel: null, panelOpacity: 0, outline: '#1e1e1e', weight: 900 },
    tint: null,
    extras: ['halftone', 'clouds'],
  },
  realistic: {
    proportions: { head: 0.78, body: 1.22 },
    sky: ['#5a8fc7', '#e9dcc4'],
    ground: ['#6d8f45', '#3e5a2a'],
    far: '#7f9a6a',
    sun: '#fff1c9',
    paint: 'soft',
    stroke: '#3b2f25',
    strokeWidth: 1.2,
    eyes: 'real',
    filter: 'soft-shadow',
    serif: true,
    title: { fill: '#ffffff', panel: '#1f2a33', panelOpacity: 0.55, outline: null, weight: 700 },
    tint: { color: '#6b5b4a', amount: 0.12 },
    extras: ['clouds'],
  },
  anime: {
    proportions: { head: 1.05, body: 1.15 },
    sky: ['#3d8bff', '#bfe3ff'],
    ground: ['#7bd88f', '#3fae6a'],
    far: '#9fe3b0',
    sun: '#fff6a8',
    paint: 'cel',
    stroke: '#24305e',
    strokeWidth: 3,
    eyes: 'anime',
    filter: null,
    serif: false,
    title: { fill: '#ffffff', panel: '#ff5fa2', panelOpacity: 0.92, outline: '#24305e', weight: 900 },
    tint: null,
    extras: ['clouds', 'sparkles', 'speedlines'],
  },
  minimalist: {
    proportions: { head: 0.95, body: 1 },
    sky: ['#f4ede1', '#f4ede1'],
    ground: ['#e3d5bf', '#e3d5bf'],
    far: '#eadfcd',
    sun: '#f08a5d',
    paint: 'flat',
    stroke: null,
    strokeWidth: 0,
    eyes: 'bead',
    filter: null,
    serif: false,
    title: { fill: '#2f3e46', panel: null, panelOpacity: 0, outline: null, weight: 400 },
    tint: { color: '#f4ede1', amount: 0.2 },
    extras: [],
  },
  vintage: {
    proportions: { head: 0.92, body: 1.05 },
    sky: ['#e9d8a6', '#f3e9cf'],
    ground: ['#a3a86b', '#7d8450'],
    far: '#b9b58a',
    sun: '#e09f3e',
    paint: 'flat',
    stroke: '#5c4033',
    strokeWidth: 2.5,
    eyes: 'dot',
    filter: 'vintage',
    serif: true,
    title: { fill: '#7a2e1d', panel: '#f6ecd2', panelOpacity: 0.95, outline: null, weight: 700 },
    tint: { color: '#c9a96b', amount: 0.12 },
    extras: ['frame', 'grain', 'halftone'],
  },
  'digital art': {
    proportions: { head: 1.05, body: 1.05 },
    sky: ['#1b1046', '#c2367a'],
    ground: ['#2b1a5e', '#120a2e'],
    far: '#3a2a7a',
    sun: '#ffb3f0',
    paint: 'soft',
    stroke: '#5ff3ff',
    strokeWidth: 2,
    eyes: 'shiny',
    filter: 'glow',
    serif: false,
    title: { fill: '#ffffff', panel: '#0d0826', panelOpacity: 0.6, outline: '#ff4fd8', weight: 800 },
    tint: null,
    extras: ['grid', 'sparkles'],
  },
};
