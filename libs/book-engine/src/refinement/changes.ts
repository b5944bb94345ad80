import type { BookFormat, TimeOfDay, Weather } from '../production/types';
import type {
  CharacterSheet,
  Clothing,
  Feature,
  Gender,
  HairLength,
  Language,
  Localized,
  Place,
  Style,
  StoryPlan,
} from '../types';

/**
 * Refinement (issue #14, spec §3 Refinement session): the typed changes a parent's message becomes, over the
 * book's story state (its StoryPlan with its page edits). The planner (embedded or model) only proposes them;
 * `applyChanges` (pure) makes the next story state; production re-makes what differs (content-addressed).
 *
 * Page numbers inside a change are interior page numbers of the page plan (`Page.number`). The viewer shows
 * the cover as page 1, so the parent's "page 5" and `focus_pages` are viewer numbers: interior = viewer − 1
 * (`interiorPageOf`). The wire view (`target_identifier`) uses viewer numbers again, as the parent saw them.
 */

/** A scene as the parent wants it: only the given fields change. */
export interface SceneEdit {
  /** What happens, in the main language: becomes the picture's caption and the alt text's first part. */
  action?: string;
  /** Who is in it: indexes into `plan.cast`, in drawing order. */
  cast?: number[];
  /** Where: the drawable place, and optionally the frame's setting id (`farm`, `beach`, …). */
  place?: Place;
  setting?: string;
  /** Things to show (lexicon ids, e.g. `kite`, `cake`), first in hand. */
  things?: string[];
  /** The picture's light (issue #21: "page 9 at night", "es soll schneien"): its time of day and weather. */
  timeOfDay?: TimeOfDay;
  weather?: Weather;
}

/** What a page looks like after refinements, over what `planPages` would make of the plan. */
export interface PageEdit {
  /** The page's text per book language (replaces the body; heading and label stay). */
  body?: Localized;
  scene?: SceneEdit;
}

/** A character's look: the sheet fields to set (colours as #rrggbb). */
export interface LookPatch {
  colors?: Partial<CharacterSheet['colors']>;
  clothing?: Clothing;
  addFeatures?: Feature[];
  removeFeatures?: Feature[];
  /** How long a person's hair is drawn ("long hair", "kurze Haare"). */
  hairLength?: HairLength;
  /** Species details the drawing supports (a different animal, a grown-up). */
  species?: CharacterSheet['species'];
  grownUp?: boolean;
  /**
   * What the character is now (issue #21), a kind of `KIND_WORDS` (`dachshund`, `cat`, `girl`): drawn as its
   * nearest species, and the texts' noun for it follows ("ein Junge" → "ein Dackel"). Comes with `species`.
   */
  kind?: string;
  gender?: Gender;
}

/** A look word the planner reads and the texts name: a feature, or a hair length ("long hair"). */
export type LookWord = Feature | `hair-${HairLength}`;

interface Why {
  /** One sentence in the customer's language: what changes and why. Shown in the plan list. */
  rationale: string;
}

export type PlannedChange = Why &
  (
    | { target: 'page_text'; action: 'rewrite'; page: number; body: Localized }
    | { target: 'page_text'; action: 'shorten'; page: number }
    /** Sets the translation line of a page (the main line stays). */
    | { target: 'page_text'; action: 'translate_line'; page: number; language: string; text: string }
    | {
        target: 'page_scene';
        action: 'set_action' | 'set_cast' | 'set_place' | 'set_light';
        page: number;
        scene: SceneEdit;
      }
    | { target: 'character'; action: 'change_look'; character: number; look: LookPatch }
    /** Both languages; when the book does not translate names, the same name in each (transliterated). */
    | { target: 'character'; action: 'rename'; character: number; name: Localized }
    | { target: 'book'; action: 'change_style'; style: Style }
    /**
     * The book's title (issue #21: "call the book …", "der Titel soll … heißen"): the given languages replace
     * theirs, a language not given keeps its title. The cover and the title page show it.
     */
    | { target: 'book'; action: 'retitle'; title: Localized }
  );

export type ChangeTarget = PlannedChange['target'];
export type ChangeAction = PlannedChange['action'];

/** Spec §3 planned_changes item, as the storefront lists it. */
export interface PlannedChangeView {
  target_type: ChangeTarget;
  action: ChangeAction;
  target_identifier: string;
  rationale: string;
}

/** The story state a refinement works on, and the production options it is made with. */
export interface RefinementContext {
  plan: StoryPlan;
  format: BookFormat;
  textBackground: boolean;
  /**
   * The customer's site language (de or en in the storefront; any book language is accepted): rationales and
   * clarification prompts are written in it unless the parent writes in another book language (issue #21).
   */
  locale: Language;
}

export interface RefinementRequest {
  message: string;
  /** Viewer page numbers (cover = 1) the parent is looking at; "this page" means the first. */
  focusPages: number[];
  /**
   * Earlier user messages of this session that have not become a confirmed plan yet (oldest first), so an
   * answer to a clarification ("the scarf") is read together with the request it answers.
   */
  earlier?: string[];
  /**
   * The session's conversation before this message (oldest first, both sides; issue #21): the planner reads
   * each message on its own and uses this as context only — an answer to the question asked, "yes", a
   * question it must not ask again. Without it, `earlier` stands for the parent's side.
   */
  history?: Array<{ role: 'user' | 'assistant'; content: string }>;
}

export type RefinementAnswer =
  { kind: 'plan'; changes: PlannedChange[]; summary: string } | { kind: 'clarify'; prompt: string };

/** Turns a parent's message into changes, or asks back when it cannot map it with confidence (never guesses). */
export interface RefinementPlanner {
  plan(context: RefinementContext, request: RefinementRequest): Promise<RefinementAnswer>;
}

export const interiorPageOf = (viewerPage: number): number => viewerPage - 1;
export const viewerPageOf = (interiorPage: number): number => interiorPage + 1;

/** The wire view of a change (spec §3): the target named as the parent sees it. */
export function viewOfChange(plan: StoryPlan, change: PlannedChange): PlannedChangeView {
  const main = plan.mainLanguage;
  const identifier = (() => {
    switch (change.target) {
      case 'page_text':
      case 'page_scene':
        return `page ${viewerPageOf(change.page)}`;
      case 'character':
        return `character ${plan.cast[change.character]?.name[main] ?? change.character}`;
      case 'book':
        return 'book';
    }
  })();
  return {
    target_type: change.target,
    action: change.action,
    target_identifier: identifier,
    rationale: change.rationale,
  };
}
