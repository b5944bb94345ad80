import type { Cover, CoverOptions } from '../illustration/cover';
import type { Illustrator } from '../ports';
import { isBudgetSpent, type CallBudget, type CallMeter } from '../providers/calls';
import type { CharacterPhoto } from '../providers/references';
import type { StoryPlan } from '../types';
import type { ArtefactCache } from './cache';
import { characterIdOf, makeReferences } from './illustrate-book';

export interface PreviewCoverInput extends Omit<CoverOptions, 'references' | 'meter'> {
  /** issue #23: the parent's photos per character, sent to the provider only with `photoConsent`. */
  photos?: readonly CharacterPhoto[];
  photoConsent?: boolean;
}

export interface PreviewCoverDeps {
  illustrator: Illustrator;
  /** The book's artefact cache, the one production fills (references are kept there by content key). */
  cache?: ArtefactCache;
  meter?: CallMeter;
  /**
   * issue #23: the free preview's own budget of image calls (`PREVIEW_IMAGE_CALL_BUDGET`), counted across the
   * job's deliveries. Used instead of `meter`: the references get only what leaves one call for the cover.
   */
  budget?: CallBudget;
}

/** The cover, and how the photographed characters' references went: made and used, none to make, or left out. */
export type PreviewCover = Cover & { photoReferences: 'made' | 'none' | 'over-budget' };

/**
 * The free preview's cover (issue #23, ADR 0035). On the provider path, with photos the parent agreed to send,
 * the photographed characters' references are made first — through production's own `makeReferences`, into the
 * book's cache under production's keys, so production later finds them and pays for none of them again — and
 * the cover is drawn with them as input images, so the preview shows the child of the photos. Characters
 * without photos get no reference before payment (a free preview pays one call per photographed character, not
 * one per character). Without consent, photos, a cache or an illustrator that makes references: the cover is
 * drawn from its prompt alone, and no photo leaves the system.
 *
 * With a `budget` the references never take the cover's call: when the budget cannot pay for every
 * photographed character's reference and the cover, or is spent while they are made (retries count), the cover
 * is drawn from its prompt — the characters' sheets, which the embedded analysis filled from the photos — and
 * the preview still completes (a parent expects a preview; production makes the references after payment with
 * its own budget). Only a budget too small for the cover itself fails the preview.
 */
export async function illustratePreviewCover(
  plan: StoryPlan,
  input: PreviewCoverInput,
  deps: PreviewCoverDeps,
): Promise<PreviewCover> {
  const { photos, photoConsent, ...cover } = input;
  const meter: CallMeter | undefined = deps.budget ?? deps.meter;
  let references: Awaited<ReturnType<typeof makeReferences>> = [];
  let outcome: PreviewCover['photoReferences'] = 'none';
  const photographed = new Set((photoConsent ? (photos ?? []) : []).map((p) => p.characterId));
  const wanted = deps.illustrator.references
    ? plan.cast.filter((c) => photographed.has(characterIdOf(plan, c))).length
    : 0;
  if (deps.cache && wanted > 0) {
    if (deps.budget && deps.budget.remaining('image') < wanted + 1) outcome = 'over-budget';
    else {
      try {
        references = await makeReferences(
          { plan, ...(photos ? { photos } : {}), ...(photoConsent ? { photoConsent } : {}) },
          {
            illustrator: deps.illustrator,
            cache: deps.cache,
            ...(deps.budget
              ? { meter: deps.budget.keeping('image', 1) }
              : deps.meter
                ? { meter: deps.meter }
                : {}),
          },
          'photographed',
        );
        outcome = 'made';
      } catch (error) {
        if (!deps.budget || !isBudgetSpent(error)) throw error;
        outcome = 'over-budget';
      }
    }
  }
  const drawn = await deps.illustrator.illustrateCover(plan, {
    ...cover,
    ...(references.length ? { references } : {}),
    ...(meter ? { meter } : {}),
  });
  return { ...drawn, photoReferences: outcome };
}
