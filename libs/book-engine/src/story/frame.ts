import type { Language } from '../types';
import type { Category } from './lexicon';

/**
 * The typed story frame (ADR 0012), in drawable ids: what the pictures, the cover and refinement read from a
 * plan (`plan.frame`, made from the open `IdeaFrame` that `readIdea` reads, ADR 0028). Refinement edits it.
 */
export const PLOT_SHAPES = [
  'quest',
  'deadline',
  'fear',
  'learn',
  'friendship',
  'build',
  'mystery',
  'journey',
  'celebration',
  'rescue',
] as const;
export type PlotShape = (typeof PLOT_SHAPES)[number];

export interface FrameCharacter {
  /** Stable within the frame: `c1`, `c2`, … in the order the idea mentions them. */
  id: string;
  /** The name exactly as the parent wrote it; absent for "her fox", "a talking raven". */
  name?: string;
  /** Lexicon id of what the character is: `girl`, `sister`, `grandma`, `fox`, `tractor`, `dragon` … */
  kind: string;
  category: Category;
  sex?: 'f' | 'm';
  role: 'protagonist' | 'companion';
  /** Canonical English adjectives the idea gives it ("talking", "brave", "little"). */
  traits: string[];
  /** Found or met during the story ("… and find a talking raven in it"), not with the hero from the start. */
  arrives?: boolean;
  /** Added by the engine (a companion for a lone young hero), not asked for by the idea. */
  added?: boolean;
}

export interface FrameThing {
  /** Lexicon id: `cake`, `paper-boat`, `balloon` … */
  kind: string;
  traits: string[];
}

export interface StoryGoal {
  shape: PlotShape;
  /** What the goal is about: lexicon id (`tree-house`, `harvest`, `colours`) … */
  target?: string;
  /** … with the idea's own adjective ("the lost colours"). */
  targetTraits: string[];
  /** The idea wrote the target in the plural ("the lost colours", "shells"). */
  targetPlural?: boolean;
  /** Who the goal is for (lexicon id of a character kind: "helps the farmer"). */
  beneficiary?: string;
  /** What must not happen first ("before the storm"): lexicon id of an event. */
  deadline?: string;
}

export interface StoryFrame {
  version: 1;
  /** The language the idea is written in: German and English fully, the other nine by names and vocabulary. */
  ideaLanguage: Language;
  characters: FrameCharacter[];
  /** Lexicon ids of places, in the idea's order; the first is where the story starts. */
  settings: string[];
  goal: StoryGoal;
  things: FrameThing[];
}
