import type { Cover, CoverOptions } from '../illustration/cover';
import type { Illustrator } from '../ports';
import type { CallMeter } from '../providers/calls';
import type { CharacterPhoto } from '../providers/references';
import type { StoryPlan } from '../types';
import type { ArtefactCache } from './cache';
import { makeReferences } from './illustrate-book';

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
}

/**
 * The free preview's cover (issue #23, ADR 0035). On the provider path, with photos the parent agreed to send,
 * the photographed characters' references are made first — through production's own `makeReferences`, into the
 * book's cache under production's keys, so production later finds them and pays for none of them again — and
 * the cover is drawn with them as input images, so the preview shows the child of the photos. Characters
 * without photos get no reference before payment (a free preview pays one call per photographed character, not
 * one per character). Without consent, photos, a cache or an illustrator that makes references: the cover is
 * drawn from its prompt alone, and no photo leaves the system.
 */
export async function illustratePreviewCover(
  plan: StoryPlan,
  input: PreviewCoverInput,
  deps: PreviewCoverDeps,
): Promise<Cover> {
  const { photos, photoConsent, ...cover } = input;
  const references = deps.cache
    ? await makeReferences(
        { plan, ...(photos ? { photos } : {}), ...(photoConsent ? { photoConsent } : {}) },
        { illustrator: deps.illustrator, cache: deps.cache, ...(deps.meter ? { meter: deps.meter } : {}) },
        'photographed',
      )
    : [];
  return deps.illustrator.illustrateCover(plan, {
    ...cover,
    ...(references.length ? { references } : {}),
    ...(deps.meter ? { meter: deps.meter } : {}),
  });
}
